import type { CompanyBranding } from '@fixwell/common/company-branding';
import { brandingSchema } from '@fixwell/common/company-branding-schema';

import { TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useSaveBranding } from '@/features/branding/api/save-branding';
import { completeColour } from '@/features/branding/brand-colour';
import { brandingFieldErrors } from '@/features/branding/branding-field-errors';
import { BrandingPreview } from '@/features/branding/components/branding-preview';
import { ColourField } from '@/features/branding/components/colour-field';
import { LogoField } from '@/features/branding/components/logo-field';

import './branding.css';

const FOOTER_MAX = 300;

const formValues = (branding: CompanyBranding) => ({
  tradingName: branding.tradingName ?? '',
  brandColour: branding.brandColour ?? '',
  footerText: branding.footerText ?? '',
});

export type BrandingFormProps = {
  companyId: string;
  /** The registered business name, shown when there is no trading name. */
  businessName: string;
  branding: CompanyBranding;
};

/**
 * The company's branding: its logo (saved as soon as it is chosen), then its trading name, brand
 * colour and footer (saved together), beside a live preview of a document drawn with them.
 */
export function BrandingForm({ companyId, businessName, branding }: BrandingFormProps) {
  const save = useSaveBranding(companyId);
  const form = useZodForm(brandingSchema, { defaultValues: formValues(branding) });
  const [tradingName, brandColour, footerText] = form.watch([
    'tradingName',
    'brandColour',
    'footerText',
  ]);
  const footerLength = (footerText ?? '').length;

  return (
    <div className="branding-settings">
      <div>
        <LogoField companyId={companyId} logoUrl={branding.logoUrl} />
        <h2 id="branding-details-heading">Name, colour and footer</h2>
        <Form
          form={form}
          aria-labelledby="branding-details-heading"
          onSubmit={async (values) => {
            try {
              const saved = await save.mutateAsync(values);
              form.reset(formValues(saved));
            } catch (error) {
              brandingFieldErrors(error).forEach(([field, message], index) =>
                form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
              );
              throw error;
            }
            toast.success('Branding saved', 'Your documents, profile and widget now use it.');
          }}
        >
          <TextField
            name="tradingName"
            label="Trading name"
            optional
            hint={`The name customers know you by, if it is not “${businessName}”.`}
            autoComplete="organization"
            maxLength={100}
          />
          <ColourField />
          <TextAreaField
            name="footerText"
            label="Footer"
            optional
            hint="A line or two under every quote and invoice: your registered office, company number or a thank-you."
            rows={3}
            after={
              <p className="form-field__hint" aria-live="polite">
                {footerLength} of {FOOTER_MAX} characters
              </p>
            }
          />
          <div className="form-actions">
            <SubmitButton pendingText="Saving…">Save branding</SubmitButton>
          </div>
        </Form>
      </div>
      <div className="branding-settings__preview">
        <BrandingPreview
          name={(tradingName ?? '').trim() || businessName || 'Your business'}
          brandColour={completeColour(brandColour)}
          logoUrl={branding.logoUrl}
          footerText={(footerText ?? '').trim() || null}
        />
      </div>
    </div>
  );
}
