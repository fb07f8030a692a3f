import { STICKER_KINDS } from '@fixwell/common/stickers/sticker-order';
import { tradeLabel } from '@fixwell/common/trades';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { env } from '@/config/env';
import { href, paths } from '@/config/paths';
import { useCompanyStickerOrders, useStickerProfile } from '@/features/stickers/api/get-stickers';
import { StickerOrderForm } from '@/features/stickers/components/sticker-order-form';
import { StickerOrdersList } from '@/features/stickers/components/sticker-orders-list';
import { StickerPreview } from '@/features/stickers/components/sticker-preview';
import type { StickerProfile } from '@/features/stickers/sticker-types';

import './stickers.css';

/** The address each sticker's QR code opens: the company's public profile on this site. */
export function profileUrlOf(slug: string): string {
  return `${env.VITE_SITE_URL.replace(/\/+$/, '')}${href(paths.companyPublicProfile, { slug })}`;
}

function Previews({ profile }: { profile: StickerProfile }) {
  const url = profileUrlOf(profile.slug);
  return (
    <section className="sticker-section" aria-labelledby="sticker-previews-heading">
      <div className="sticker-section__header">
        <h2 id="sticker-previews-heading">How your stickers look</h2>
        <button
          type="button"
          className="button button--secondary sticker-no-print"
          onClick={() => window.print()}
        >
          Print the preview
        </button>
      </div>
      <p className="sticker-no-print">
        Each QR code opens your public profile: <a href={url}>{url}</a>
      </p>
      <div className="sticker-previews">
        {STICKER_KINDS.map((kind) => (
          <StickerPreview
            key={kind}
            kind={kind}
            businessName={profile.businessName}
            trade={profile.mainTrade ? tradeLabel(profile.mainTrade) : ''}
            profileUrl={url}
          />
        ))}
      </div>
    </section>
  );
}

function Orders({ companyId, profile }: { companyId: string; profile: StickerProfile }) {
  const orders = useCompanyStickerOrders(companyId);
  if (orders.isError) {
    return (
      <LoadError
        message="We could not load your sticker orders."
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (orders.data === undefined) return <LoadingBlock label="Loading your orders…" lines={3} />;
  const open = orders.data.find((order) => order.status === 'new' || order.status === 'printing');
  return (
    <>
      <section className="sticker-section sticker-no-print" aria-labelledby="sticker-order-heading">
        <h2 id="sticker-order-heading">Order stickers</h2>
        {profile.suspended ? (
          <p role="status">
            Your account is suspended, so stickers cannot be ordered. Please contact{' '}
            <Link to={paths.companySupport}>support</Link>.
          </p>
        ) : open ? (
          <p role="status">Your order is being prepared. You can order more once it is posted.</p>
        ) : (
          <StickerOrderForm businessName={profile.businessName} />
        )}
      </section>
      <section
        className="sticker-section sticker-no-print"
        aria-labelledby="sticker-orders-heading"
      >
        <h2 id="sticker-orders-heading">Your orders</h2>
        <StickerOrdersList orders={orders.data} />
      </section>
    </>
  );
}

/**
 * `/company/stickers`: a printable preview of each sticker with the QR code to the company's
 * public profile, the order form (once the profile is published) and the company's orders.
 */
export function CompanyStickers({ companyId }: { companyId: string }) {
  const profile = useStickerProfile(companyId);
  if (profile.isError) {
    return (
      <LoadError
        message="We could not load your company profile."
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (profile.data === undefined) return <LoadingBlock label="Loading your stickers…" lines={5} />;
  if (profile.data === null) {
    return (
      <p role="status">
        Your company profile is still being set up. Your stickers appear here as soon as it is
        ready.
      </p>
    );
  }
  if (!profile.data.published) {
    return (
      <div className="sticker-section">
        <p role="status" className="form-alert">
          Publish your profile first: the QR code on each sticker leads to your public profile, so
          there must be one to show.
        </p>
        <p>
          <Link className="button button--primary" to={paths.companyOnboarding}>
            Finish setting up and publish
          </Link>
        </p>
        <Previews profile={profile.data} />
      </div>
    );
  }
  return (
    <>
      <Previews profile={profile.data} />
      <Orders companyId={companyId} profile={profile.data} />
    </>
  );
}
