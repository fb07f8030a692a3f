import { AreaLayout } from '@/app/layouts/area-layout';

export default function CustomerLayout() {
  return <AreaLayout area="customer" />;
}
