import { expect, test, type Locator } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp, waitForApp } from './support/app';
import { clearRateLimits, uniqueEmail } from './support/emulators';
import { answerPlumberQuestions } from './support/quote-form';

// Quote photos end to end: a guest attaches a photo to a plumber request in Leeds (it is resized
// in the browser and sent to the api, which keeps it in the local Cloud Storage stand-in), the
// draft brings the thumbnail back after a reload, and the subscribed demo company sees the photo
// on the lead, fetched with its ID token.

const DEMO_COMPANY_UID = 'demo-company';
const FIRESTORE = 'http://127.0.0.1:8080/v1/projects/demo-fixwell/databases/(default)/documents';

type PhotoValue = { mapValue?: { fields?: Record<string, { stringValue?: string }> } };

/** A document's `photos` as stored (support/emulators' readDocument leaves arrays out). */
async function storedPhotos(path: string): Promise<Array<{ id?: string; contentType?: string }>> {
  const response = await fetch(`${FIRESTORE}/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) return [];
  const doc = (await response.json()) as {
    fields?: { photos?: { arrayValue?: { values?: PhotoValue[] } } };
  };
  return (doc.fields?.photos?.arrayValue?.values ?? []).map((value) => ({
    id: value.mapValue?.fields?.id?.stringValue,
    contentType: value.mapValue?.fields?.contentType?.stringValue,
  }));
}

/** A valid 2 × 2 PNG (red, green; blue, white), small enough to write out here. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC',
  'base64',
);

/** Whether the image has been decoded into real pixels (a broken image has naturalWidth 0). */
async function expectDecoded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}

test('a guest attaches a photo to a request and the matched company sees it on the lead', async ({
  browser,
}) => {
  test.slow();
  await clearRateLimits();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await gotoApp(guest, '/quote?service=plumber&postcode=LS6%202AB');
  let form = guest.getByRole('form', { name: 'Quote request' });
  await answerPlumberQuestions(form);

  await form.getByLabel('Within 2 days').check();
  await form.getByLabel('£250 to £1,000').check();
  await form
    .getByLabel('Describe the job')
    .fill(`Water drips from the ceiling under the bathroom (photo request ${Date.now()}).`);
  const photos = form.getByRole('group', { name: 'Photos (optional)' });
  await photos.getByRole('button', { name: 'Add photos' }).focus();
  await photos
    .getByLabel('Choose photos of the job')
    .setInputFiles({ name: 'ceiling.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(photos.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectDecoded(photos.getByRole('img', { name: 'Photo 1 of 1' }));
  await expect(photos.getByText('1 of 5')).toBeVisible();

  // A reload keeps the draft: the thumbnail comes back from the api through its token.
  await guest.reload();
  await waitForApp(guest);
  form = guest.getByRole('form', { name: 'Quote request' });
  await expect(form.getByRole('heading', { name: /Step 2 of 4/ })).toBeVisible();
  const restored = form.getByRole('img', { name: 'Photo 1 of 1' });
  await expect(restored).toHaveAttribute('src', /\/api\/quote-photos\/[0-9a-f]{32}\?token=/);
  await expectDecoded(restored);
  const draftPhotoUrl = (await restored.getAttribute('src'))!;

  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByLabel('House').check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByLabel('Your name').fill('Priya Shah');
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('priya'));
  await form.getByLabel('Phone').fill('07700 900789');
  await form.getByLabel(/I agree that up to three matched companies may contact me/).check();
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(guest).toHaveURL(/\/quote-success\/[A-Za-z0-9]+$/, { timeout: 30_000 });
  const quoteId = new URL(guest.url()).pathname.split('/').at(-1)!;

  expect(await storedPhotos(`quotes/${quoteId}`)).toEqual([
    { id: expect.stringMatching(/^[0-9a-f]{32}$/), contentType: 'image/jpeg' },
  ]);

  // Matching copies the photos onto the lead; the company sees them before accepting.
  const leadId = `${quoteId}_${DEMO_COMPANY_UID}`;
  await expect
    .poll(async () => (await storedPhotos(`leads/${leadId}`)).length, { timeout: 20_000 })
    .toBe(1);

  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await signIn(company, DEMO.company);
  await gotoApp(company, `/company/leads/${leadId}`);
  await expect(company.getByRole('heading', { name: 'Photos' })).toBeVisible({ timeout: 15_000 });
  // Inside its "Open … full size" button the thumbnail is not a separate role, so find it by alt.
  const thumbnail = company.locator('img[alt="Photo 1 of 1"]').first();
  await expectDecoded(thumbnail);

  // The full photo opens in a dialog that Escape closes.
  await company.getByRole('button', { name: 'Open photo 1 of 1 full size' }).click();
  const viewer = company.getByRole('dialog', { name: 'Photo 1 of 1' });
  await expectDecoded(viewer.getByRole('img', { name: 'Photo 1 of 1' }));
  await company.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // Once sent, the guest's own token no longer opens the photo.
  const afterSending = await guest.request.get(new URL(draftPhotoUrl, guest.url()).href);
  expect(afterSending.status()).toBe(404);

  await guestContext.close();
  await companyContext.close();
});
