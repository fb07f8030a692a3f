// company@'s branding, put in place through the product's own path: saveBranding and the logo
// upload of the `api` function (which checks the image and resizes it), so the demo's documents,
// emails, public profile and widget show what a company would have set on /company/branding.
// Re-runnable: saving the same branding again changes nothing a visitor sees; the logo is
// replaced by the same picture under the same content-addressed name.
import sharp from 'sharp';

import { REGION } from '../../functions/src/lib/region';
import { call, idTokenOf, type StripeDemoAccount } from './stripe-demo';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-fixwell';
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';

const BRANDING = {
  tradingName: '',
  // 7.1:1 with white text.
  brandColour: '#0b5d8c',
  footerText:
    'Brightwater Plumbing & Heating Ltd, registered in England and Wales, company no. 09876543. 14 Wellington Street, Leeds LS1 4AP. Thank you for your business.',
};

/** A water drop over a wave in the brand colour: drawn from shapes, so no font is needed. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
    <path d="M80 12 C80 12 32 72 32 102 a48 48 0 0 0 96 0 C128 72 80 12 80 12 Z" fill="#0b5d8c"/>
    <path d="M56 104 q12 14 24 0 t24 0" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>
    <rect x="156" y="52" width="292" height="20" rx="10" fill="#0b5d8c"/>
    <rect x="156" y="90" width="212" height="14" rx="7" fill="#5aa9d6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedBrandingDemo(company: StripeDemoAccount): Promise<string[]> {
  const idToken = await idTokenOf(company);
  await call('saveBranding', BRANDING, idToken);
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/api/company-logo`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${idToken}` },
    body: new Uint8Array(await logoPng()),
  });
  if (!response.ok)
    throw new Error(
      `Uploading company@'s logo failed: ${response.status} ${await response.text()}`,
    );
  return [
    `  ✔ ${company.email} branding: logo, colour ${BRANDING.brandColour} and a document footer`,
  ];
}
