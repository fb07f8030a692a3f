import {
  ATTACHMENT_MAX_BYTES,
  CONVERSATION_MESSAGES,
} from '@fixwell/common/conversations/conversation';
import { describe, expect, it } from 'vitest';

import { sniffAttachmentType } from '../lib/image-type';
import {
  ATTACHMENT_UPLOAD_MESSAGES,
  attachmentDisposition,
  attachmentName,
  parseAttachmentUpload,
} from './attachment-upload';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 1)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 2),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(16, 3),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const SCRIPT = Buffer.from('<script>alert(1)</script>');

describe('sniffAttachmentType', () => {
  it('tells each accepted type by its magic numbers', () => {
    expect(sniffAttachmentType(JPEG)).toBe('image/jpeg');
    expect(sniffAttachmentType(PNG)).toBe('image/png');
    expect(sniffAttachmentType(WEBP)).toBe('image/webp');
    expect(sniffAttachmentType(PDF)).toBe('application/pdf');
  });
  it('knows nothing else, whatever the file says it is', () => {
    expect(sniffAttachmentType(SCRIPT)).toBeNull();
    expect(sniffAttachmentType(Buffer.from('%PDF'))).toBeNull();
    expect(sniffAttachmentType(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(sniffAttachmentType(Buffer.alloc(0))).toBeNull();
  });
});

describe('parseAttachmentUpload', () => {
  it('accepts a photo or a PDF whose bytes are what the header says', () => {
    expect(parseAttachmentUpload('image/jpeg', JPEG)).toEqual({
      kind: 'ok',
      contentType: 'image/jpeg',
      bytes: JPEG,
    });
    expect(parseAttachmentUpload('application/pdf; charset=binary', PDF)).toMatchObject({
      kind: 'ok',
      contentType: 'application/pdf',
    });
    expect(parseAttachmentUpload('IMAGE/PNG', PNG)).toMatchObject({ kind: 'ok' });
  });
  it('refuses a file whose bytes are not the declared type (415)', () => {
    const refused = { kind: 'refused', status: 415, error: CONVERSATION_MESSAGES.attachmentType };
    expect(parseAttachmentUpload('application/pdf', SCRIPT)).toEqual(refused);
    expect(parseAttachmentUpload('image/jpeg', PDF)).toEqual(refused);
    expect(parseAttachmentUpload('text/html', SCRIPT)).toEqual(refused);
    expect(parseAttachmentUpload('image/svg+xml', Buffer.from('<svg/>'))).toEqual(refused);
    expect(parseAttachmentUpload(undefined, JPEG)).toEqual(refused);
  });
  it('refuses an empty file (400) and one over 10 MB (413)', () => {
    expect(parseAttachmentUpload('image/jpeg', Buffer.alloc(0))).toEqual({
      kind: 'refused',
      status: 400,
      error: ATTACHMENT_UPLOAD_MESSAGES.empty,
    });
    expect(parseAttachmentUpload('image/jpeg', undefined)).toMatchObject({ status: 400 });
    const big = Buffer.concat([JPEG, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    expect(parseAttachmentUpload('image/jpeg', big)).toEqual({
      kind: 'refused',
      status: 413,
      error: CONVERSATION_MESSAGES.attachmentTooBig,
    });
    const justFits = Buffer.concat([JPEG, Buffer.alloc(ATTACHMENT_MAX_BYTES - JPEG.length)]);
    expect(parseAttachmentUpload('image/jpeg', justFits)).toMatchObject({ kind: 'ok' });
  });
});

describe('attachmentName', () => {
  it('keeps the sender’s name with the extension of the real type', () => {
    expect(attachmentName('Boiler quote.pdf', 'application/pdf')).toBe('Boiler quote.pdf');
    expect(attachmentName('leak.JPG', 'image/jpeg')).toBe('leak.jpg');
    expect(attachmentName('invoice.exe', 'application/pdf')).toBe('invoice.pdf');
  });
  it('drops folders, control and quoting characters; falls back to "attachment"', () => {
    expect(attachmentName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(attachmentName('C:\\Users\\me\\photo.png', 'image/png')).toBe('photo.png');
    expect(attachmentName('a"b\r\nc<d>.pdf', 'application/pdf')).toBe('abcd.pdf');
    expect(attachmentName('', 'image/webp')).toBe('attachment.webp');
    expect(attachmentName(undefined, 'image/jpeg')).toBe('attachment.jpg');
    expect(attachmentName('.hidden', 'image/jpeg')).toBe('hidden.jpg');
  });
  it('is at most 120 characters', () => {
    const name = attachmentName(`${'x'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('shows images inline and downloads PDFs under a safe name', () => {
    expect(attachmentDisposition('leak.jpg', 'image/jpeg')).toBe('inline');
    expect(attachmentDisposition('Devis é.pdf', 'application/pdf')).toBe(
      `attachment; filename="Devis _.pdf"; filename*=UTF-8''Devis%20%C3%A9.pdf`,
    );
  });
});
