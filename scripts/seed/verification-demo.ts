// A directory company's insurance waiting in the vetting queue, put there through the product's
// own path (the evidence upload of the `api` function, then submitVerificationCheck), so
// /admin/companies has something to vet. Re-runnable: a check already waiting is left as it is.
import { REGION } from '../../functions/src/lib/region';
import { call, idTokenOf, type StripeDemoAccount } from './stripe-demo';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-fixwell';
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';

/** A one-page PDF saying what it stands for (the api checks files by content). */
function certificatePdf(businessName: string): Buffer {
  const text = `Sample insurance certificate: ${businessName}. Public liability GBP 2,000,000.`;
  const stream = `BT /F1 12 Tf 40 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A year from today, as a London day. */
function nextYear(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

export async function seedVerificationDemo(
  company: StripeDemoAccount & { businessName: string },
): Promise<string[]> {
  const idToken = await idTokenOf(company);
  const response = await fetch(
    `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/api/company-evidence?name=insurance-certificate.pdf`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf', Authorization: `Bearer ${idToken}` },
      body: new Uint8Array(certificatePdf(company.businessName)),
    },
  );
  if (!response.ok)
    throw new Error(
      `Uploading ${company.email}'s evidence failed: ${response.status} ${await response.text()}`,
    );
  const { fileId } = (await response.json()) as { fileId: string };
  try {
    await call(
      'submitVerificationCheck',
      {
        type: 'insurance',
        details: {
          insurer: 'Hiscox',
          policyNumber: 'PL-4471920',
          coverPence: 200_000_000,
          expiresOn: nextYear(),
        },
        evidence: [fileId],
      },
      idToken,
    );
  } catch (error) {
    // Seeded before: the check is still waiting for an admin.
    if (!(error instanceof Error && error.message.includes('already waiting'))) throw error;
  }
  return [
    `  ✔ ${company.email} insurance submitted with a certificate: waiting on /admin/companies`,
  ];
}
