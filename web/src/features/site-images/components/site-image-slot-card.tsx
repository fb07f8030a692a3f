import {
  heroSourcesOf,
  MAX_ALT_LENGTH,
  parseSiteImageSlot,
  shareImageOf,
  SITE_IMAGE_PLANS,
  siteImageAltSchema,
  siteImageUrl,
} from '@fixwell/common/admin/site-images';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { TextField } from '@/components/form/bound-fields';
import { FormField } from '@/components/form/form-field';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import {
  useRemoveSiteImage,
  useUpdateSiteImageAlt,
  useUploadSiteImage,
} from '@/features/site-images/api/manage-site-images';
import {
  SiteImageUploadError,
  siteImageFileProblem,
  type SiteImageRow,
} from '@/features/site-images/api/site-images-data';

const altForm = z.object({ alt: siteImageAltSchema });

export type SlotPlace = { label: string; to: string };

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** The small picture of what a slot holds now. */
function Thumbnail({ image }: { image: SiteImageRow }) {
  const hero = heroSourcesOf(image);
  const share = shareImageOf(image);
  const src = hero ? siteImageUrl(image.slot, image.version, '640.webp') : share?.url;
  if (!src) return null;
  return (
    <img
      className="site-image-card__thumbnail"
      src={src}
      alt={image.alt}
      width={320}
      height={hero ? 180 : 168}
      loading="lazy"
    />
  );
}

/**
 * One slot: what it holds (thumbnail, alt text, who changed it and when), where pages use it,
 * and one form to upload or replace its image with alt text, or to change the alt text alone.
 */
export function SiteImageSlotCard({
  slot,
  title,
  places,
  image,
}: {
  slot: string;
  title: string;
  places: readonly SlotPlace[];
  image: SiteImageRow | null;
}) {
  const headingId = useId();
  const kind = parseSiteImageSlot(slot)?.kind ?? 'hero';
  const plan = SITE_IMAGE_PLANS[kind];
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useZodForm(altForm, { defaultValues: { alt: image?.alt ?? '' } });
  const upload = useUploadSiteImage(slot, setProgress);
  const updateAlt = useUpdateSiteImageAlt(slot);
  const remove = useRemoveSiteImage(slot);

  const onSubmit = async ({ alt }: { alt: string }) => {
    setFileError(undefined);
    if (!file) {
      if (!image) {
        setFileError('Choose an image to upload.');
        return;
      }
      await updateAlt.mutateAsync(alt);
      form.reset({ alt });
      toast.success('Description saved', `${title}: pages show the new text within minutes.`);
      return;
    }
    setProgress(0);
    try {
      const saved = await upload.mutateAsync({ file, alt });
      setFile(null);
      form.reset({ alt: saved.alt });
      toast.success('Image saved', `${title}: pages show it within minutes.`);
    } catch (error) {
      if (error instanceof SiteImageUploadError && error.field === 'file') {
        setFileError(error.message);
        return;
      }
      if (error instanceof SiteImageUploadError && error.field === 'alt') {
        form.setError('alt', { message: error.message });
        return;
      }
      throw error;
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    const sure = await confirm({
      title: `Remove ${title.toLowerCase()}?`,
      message: 'Pages go back to their built-in look (no picture, the site’s own share image).',
      confirmText: 'Remove image',
      variant: 'danger',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync();
      form.reset({ alt: '' });
      toast.success('Image removed', `${title} is empty; pages fall back within minutes.`);
    } catch (error) {
      toast.error('Not removed', error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section className="card site-image-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="site-image-card__places">
        Used on:{' '}
        {places.map((place, index) => (
          <span key={place.to + place.label}>
            {index > 0 ? ', ' : null}
            <Link to={place.to}>{place.label}</Link>
          </span>
        ))}
      </p>
      {image ? (
        <figure className="site-image-card__current">
          <Thumbnail image={image} />
          <figcaption>
            <span className="site-image-card__alt">“{image.alt}”</span>
            <span className="site-image-card__meta">
              {image.updatedAt ? `Changed ${dateFormat.format(image.updatedAt)}` : null}
            </span>
          </figcaption>
        </figure>
      ) : (
        <p className="site-image-card__empty">No image: pages use their built-in look.</p>
      )}
      <Form form={form} aria-label={`${title}: image and description`} onSubmit={onSubmit}>
        <FormField
          label={image ? 'Replace the image' : 'Image'}
          optional={Boolean(image)}
          hint={`A JPEG, PNG or WebP file up to 10 MB, at least ${plan.minWidth} × ${plan.minHeight} pixels. ${kind === 'hero' ? 'We cut it to 16:9 at 640, 1024 and 1600 pixels wide, and to 1200 × 630 for sharing.' : 'We cut it to 1200 × 630.'}`}
          error={fileError}
        >
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => {
                const picked = event.target.files?.[0] ?? null;
                setFileError(picked ? (siteImageFileProblem(picked) ?? undefined) : undefined);
                setFile(picked && !siteImageFileProblem(picked) ? picked : null);
              }}
            />
          )}
        </FormField>
        <TextField
          name="alt"
          label="Description (alt text)"
          hint={`What the image shows, for people who cannot see it; at most ${MAX_ALT_LENGTH} characters.`}
          maxLength={MAX_ALT_LENGTH + 20}
        />
        {progress !== null ? (
          <p className="site-image-card__progress">
            <label>
              Uploading…{' '}
              <progress max={1} value={progress}>
                {Math.round(progress * 100)}%
              </progress>
            </label>
          </p>
        ) : null}
        <div className="form-actions">
          <SubmitButton pendingText="Saving…">
            {file ? 'Upload image' : image ? 'Save description' : 'Upload image'}
          </SubmitButton>
          {image ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={remove.isPending}
              onClick={() => void onRemove()}
            >
              {remove.isPending ? 'Removing…' : 'Remove image'}
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
