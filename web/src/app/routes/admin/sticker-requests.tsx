import { InfoPage } from '@/app/routes/info-page';

export default function StickerRequestsPage() {
  return (
    <InfoPage
      heading="Sticker requests"
      description="Sticker orders from companies, waiting to be sent or already dispatched."
    />
  );
}
