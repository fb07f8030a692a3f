import { workPhotoUrl } from '@fixwell/common/companies/company-profile-display';

import { ContentSection } from '@/components/content/content-section';
import type { CompanyProfileData } from '@/features/company-profile/company-profile-types';
import { profileName } from '@/features/company-profile/company-profile-utils';

import './company-profile.css';

/**
 * Photos of past work, in the company's order, with their captions. Lazy images with their real
 * width and height, so they cost nothing until scrolled to and the page does not shift.
 */
export function CompanyGallery({ company }: { company: CompanyProfileData }) {
  const photos = Array.isArray(company.workPhotos) ? company.workPhotos : [];
  if (photos.length === 0) return null;
  const name = profileName(company);
  return (
    <ContentSection id="photos" heading="Photos of past work">
      <ul className="company-gallery">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure className="company-gallery__item">
              <img
                src={workPhotoUrl(company.id, photo.id)}
                alt={photo.caption || `Work by ${name}, photo ${index + 1}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
              />
              {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
