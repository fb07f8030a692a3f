import { descriptionParagraphs } from '@fixwell/common/companies/company-profile-display';

/** The description as it reads on the public profile, under the heading customers see. */
export function DescriptionPreview({ name, description }: { name: string; description: string }) {
  const paragraphs = descriptionParagraphs(description);
  return (
    <figure className="profile-editor__preview" aria-labelledby="description-preview-caption">
      <figcaption id="description-preview-caption" className="profile-editor__preview-caption">
        Preview: how it reads on your profile
      </figcaption>
      <div className="profile-editor__preview-body" data-testid="description-preview">
        <h3>About {name.trim() || 'your business'}</h3>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className="profile-editor__muted">
            Nothing yet. Say what you do, where, and what customers can expect.
          </p>
        )}
      </div>
    </figure>
  );
}
