import type { Locator } from '@playwright/test';

// The quote request form, as a homeowner fills it for the seeded plumber service, step by step.

/** Step 1: answers the plumber service's own questions, then continues. */
export async function answerPlumberQuestions(form: Locator) {
  await form.getByLabel('Leak or burst pipe').check();
  await form.getByLabel('Yes, but I have turned it off').check();
  await form
    .getByRole('group', { name: 'Do you know where your stopcock is?' })
    .getByLabel('Yes', { exact: true })
    .check();
  await form.getByRole('button', { name: 'Continue' }).click();
}

export type PlumberQuoteDetails = {
  description: string;
  /** Typed on the place step; left as the link prefilled it when not given. */
  postcode?: string;
  name: string;
  email: string;
  phone?: string;
};

/**
 * Fills the whole form for a leak within 2 days, £250 to £1,000, at a house, up to the contact
 * details; consent and sending are left to the test.
 */
export async function fillPlumberQuoteForm(form: Locator, details: PlumberQuoteDetails) {
  await answerPlumberQuestions(form);

  await form.getByLabel('Within 2 days').check();
  await form.getByLabel('£250 to £1,000').check();
  await form.getByLabel('Describe the job').fill(details.description);
  await form.getByRole('button', { name: 'Continue' }).click();

  if (details.postcode !== undefined) {
    await form.getByLabel('Postcode of the property').fill(details.postcode);
  }
  await form.getByLabel('House').check();
  await form.getByRole('button', { name: 'Continue' }).click();

  await form.getByLabel('Your name').fill(details.name);
  await form.getByLabel('Email', { exact: true }).fill(details.email);
  if (details.phone !== undefined) await form.getByLabel('Phone').fill(details.phone);
}
