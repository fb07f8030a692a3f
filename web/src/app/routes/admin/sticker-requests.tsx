import { InfoPage } from '@/app/routes/info-page';
import { StickerQueue } from '@/features/stickers/components/sticker-queue';

export default function StickerRequestsPage() {
  return (
    <InfoPage
      heading="Sticker requests"
      description="Sticker orders from companies: print the new ones, post them with a tracking number, or cancel with a reason. The company is told at each step."
    >
      <StickerQueue />
    </InfoPage>
  );
}
