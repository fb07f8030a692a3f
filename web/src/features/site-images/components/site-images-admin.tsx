import {
  DEFAULT_SHARE_SLOT,
  HOME_HERO_SLOT,
  parseSiteImageSlot,
  serviceHeroSlot,
  townHeroSlot,
} from '@fixwell/common/admin/site-images';
import { useId } from 'react';
import { useSearchParams } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { href, paths } from '@/config/paths';
import { useSiteImages } from '@/features/site-images/api/manage-site-images';
import {
  SiteImageSlotCard,
  type SlotPlace,
} from '@/features/site-images/components/site-image-slot-card';

import './site-images.css';

export type SitePage = { slug: string; name: string };

type SlotInfo = { slot: string; title: string; places: SlotPlace[] };

/** The slot's name on the page and the pages that show it, or null when its page is gone. */
function slotInfo(slot: string, services: readonly SitePage[], towns: readonly SitePage[]) {
  const parsed = parseSiteImageSlot(slot);
  if (!parsed) return null;
  if (parsed.scope === 'home')
    return { slot, title: 'Home page hero', places: [{ label: 'Home page', to: paths.home }] };
  if (parsed.scope === 'default')
    return {
      slot,
      title: 'Default share image',
      places: [
        { label: 'Home page (when it has no hero)', to: paths.home },
        { label: 'service and town pages without a hero', to: paths.services },
      ],
    };
  const pages = parsed.scope === 'service' ? services : towns;
  const page = pages.find((item) => item.slug === parsed.slug);
  const name = page?.name ?? parsed.slug;
  return parsed.scope === 'service'
    ? {
        slot,
        title: `${name}: service page hero`,
        places: [{ label: name, to: href(paths.service, { service: parsed.slug }) }],
      }
    : {
        slot,
        title: `${name}: town page hero`,
        places: [
          {
            label: `Tradespeople in ${name}`,
            to: href(paths.tradespeople, { location: parsed.slug }),
          },
        ],
      };
}

/**
 * /admin/site-images: the home hero and the default share image, every service and town hero
 * already set, and a chooser to give another service or town page its hero (`?slot=` in the URL).
 */
export function SiteImagesAdmin({
  services,
  towns,
}: {
  services: readonly SitePage[];
  towns: readonly SitePage[];
}) {
  const images = useSiteImages();
  const [params, setParams] = useSearchParams();
  const chooserId = useId();
  const chosen = params.get('slot') ?? '';

  if (images.isPending) return <LoadingBlock label="Loading site images…" lines={6} />;
  if (images.isError)
    return (
      <LoadError
        message="We could not load the site images."
        onRetry={() => void images.refetch()}
        retrying={images.isFetching}
      />
    );

  const bySlot = new Map(images.data.map((image) => [image.slot, image]));
  const slots = [
    HOME_HERO_SLOT,
    DEFAULT_SHARE_SLOT,
    ...images.data
      .map((image) => image.slot)
      .filter((slot) => slot !== HOME_HERO_SLOT && slot !== DEFAULT_SHARE_SLOT)
      .sort(),
  ];
  if (chosen && parseSiteImageSlot(chosen) && !slots.includes(chosen)) slots.push(chosen);
  const cards = slots
    .map((slot) => slotInfo(slot, services, towns))
    .filter((info): info is SlotInfo => info !== null);

  return (
    <div className="site-images">
      <form
        className="filter-bar"
        aria-label="Add a hero to a page"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={chooserId}>Give another page a hero</label>
        <select
          id={chooserId}
          className="form-field__input"
          value={parseSiteImageSlot(chosen) ? chosen : ''}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('slot', event.target.value);
            else next.delete('slot');
            setParams(next, { replace: true });
          }}
        >
          <option value="">Choose a service or town page…</option>
          <optgroup label="Service pages">
            {services.map((service) => (
              <option key={service.slug} value={serviceHeroSlot(service.slug)}>
                {service.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Town pages">
            {towns.map((town) => (
              <option key={town.slug} value={townHeroSlot(town.slug)}>
                {town.name}
              </option>
            ))}
          </optgroup>
        </select>
      </form>
      <div className="site-images__slots">
        {cards.map((info) => (
          <SiteImageSlotCard
            key={`${info.slot}:${bySlot.get(info.slot)?.version ?? 'empty'}`}
            slot={info.slot}
            title={info.title}
            places={info.places}
            image={bySlot.get(info.slot) ?? null}
          />
        ))}
      </div>
    </div>
  );
}
