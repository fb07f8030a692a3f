import { InfoPage } from '@/app/routes/info-page';

export default function StickersPage() {
  return (
    <InfoPage
      heading="Stickers"
      description="Order Fixwell van and window stickers that show customers you are a verified trade professional."
    />
  );
}
