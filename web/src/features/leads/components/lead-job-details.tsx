import { LeadFact } from '@/features/leads/components/lead-fact';
import {
  answerLabel,
  answerText,
  budgetLabel,
  distanceText,
  propertyTypeLabel,
  timingLabel,
} from '@/features/leads/lead-format';
import type { Lead, LeadPhotosRenderer, LeadQuestion } from '@/features/leads/lead-types';
import { formatLongDate } from '@/utils/format';

export type LeadJobDetailsProps = {
  lead: Lead;
  /** The questions of a service, by slug (the app reads them from the catalogue). */
  useQuestions: (service: string) => readonly LeadQuestion[] | undefined;
  /** The job's photos, drawn by the quote-photos feature. */
  renderPhotos?: LeadPhotosRenderer | undefined;
};

/** Everything the homeowner told us about the job (never who they are: see LeadContact). */
export function LeadJobDetails({ lead, useQuestions, renderPhotos }: LeadJobDetailsProps) {
  // Undefined while they load: the answers are labelled from their ids until then.
  const questions = useQuestions(lead.service);
  return (
    <section className="lead-section" aria-labelledby="lead-job-heading">
      <h2 id="lead-job-heading">The job</h2>
      <dl className="lead-facts lead-facts--wide">
        <LeadFact term="Service">{lead.serviceName}</LeadFact>
        {Object.entries(lead.answers).map(([id, answer]) => (
          <LeadFact key={id} term={answerLabel(id, questions)}>
            {answerText(answer)}
          </LeadFact>
        ))}
        <LeadFact term="When">{timingLabel(lead.timing)}</LeadFact>
        <LeadFact term="Budget">{budgetLabel(lead.budget)}</LeadFact>
        <LeadFact term="Property">{propertyTypeLabel(lead.propertyType)}</LeadFact>
        <LeadFact term="Area">{lead.postcodeDistrict}</LeadFact>
        <LeadFact term="Distance">{distanceText(lead.distanceMiles)}</LeadFact>
        <LeadFact term="Received">{formatLongDate(lead.createdAt)}</LeadFact>
      </dl>
      <h3>Description</h3>
      <p className="lead-description">{lead.description}</p>
      {renderPhotos && lead.photos && lead.photos.length > 0 ? (
        <>
          <h3>Photos</h3>
          {renderPhotos(lead.photos)}
        </>
      ) : null}
    </section>
  );
}
