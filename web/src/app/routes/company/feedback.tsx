import { InfoPage } from '@/app/routes/info-page';
import { ratingText } from '@/features/catalogue/components/company-card';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { RatingDistribution } from '@/features/company-profile/components/rating-distribution';
import { hiddenReviewsSummary } from '@fixwell/common/reviews/review-stats';
import { useCompanyReviewFigures } from '@/features/reviews/api/get-company-reviews';
import { CompanyFeedback } from '@/features/reviews/components/company-feedback';

export default function CompanyFeedbackPage() {
  const companyId = useCompanyId();
  const figures = useCompanyReviewFigures(companyId);
  const hidden = hiddenReviewsSummary(figures.data?.hiddenReviews);
  return (
    <InfoPage
      heading="Customer feedback"
      description="Reviews and ratings your customers have left for your work."
    >
      {figures.data ? (
        <section aria-labelledby="your-rating">
          <h2 id="your-rating">Your rating</h2>
          <p>
            <strong>{ratingText(figures.data.rating, figures.data.reviewCount)}</strong>
          </p>
          <RatingDistribution distribution={figures.data.ratingDistribution} />
          {hidden ? <p>{hidden}.</p> : null}
        </section>
      ) : null}
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Reviews</h2>
        <CompanyFeedback companyId={companyId} />
      </section>
    </InfoPage>
  );
}
