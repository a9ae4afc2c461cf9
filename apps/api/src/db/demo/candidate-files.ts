import { eq } from 'drizzle-orm';
import { claimUpload, storeReceivedFile } from '../../modules/media/service.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Executor } from '../connect.ts';
import { candidateProfiles } from '../schema.ts';
import type { DemoCandidate } from './candidates.ts';

/**
 * Demo CVs: a small, real one-page PDF for every demo candidate, written through the storage port and
 * attached like any upload, so that "View CV" opens a document on a fresh install.
 */

/** PDF strings escape backslashes and parentheses; other characters outside Latin-1 are dropped. */
const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`);

/** A minimal valid PDF 1.4: one A4 page of Helvetica lines, with a correct cross-reference table. */
export function simplePdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 22} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function demoCv(c: DemoCandidate, email: string): Buffer {
  return simplePdf([
    `${c.firstName} ${c.lastName}`,
    `${email}  |  ${c.phone}`,
    '',
    'Experience',
    ...c.experience.map(
      (e) =>
        `${e.jobTitle}, ${e.companyName} (${e.fromDate.slice(0, 4)} - ${e.isCurrent ? 'present' : (e.toDate ?? '').slice(0, 4)})`,
    ),
    '',
    'Education',
    ...c.education.map((e) => `${e.course}, ${e.institutionName}`),
    '',
    `Looking for: ${c.preferences.job_titles.join(', ')}`,
  ]);
}

export async function attachDemoCv(
  tx: Executor,
  storage: FileStorage,
  userId: number,
  candidate: DemoCandidate,
  email: string,
): Promise<void> {
  const name = `${candidate.firstName} ${candidate.lastName} CV.pdf`;
  const key = await storeReceivedFile(
    tx,
    {
      ownerId: userId,
      fileType: 'cv',
      fileName: name,
      declaredType: 'application/pdf',
      bytes: demoCv(candidate, email),
      field: 'cv_file',
    },
    storage,
  );
  await claimUpload(tx, { key, ownerId: userId, fileTypes: ['cv'], field: 'cv_file' });
  await tx.update(candidateProfiles).set({ cvFile: key }).where(eq(candidateProfiles.userId, userId));
}
