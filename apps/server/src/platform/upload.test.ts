import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './upload.js';

/** The one file-name rule of uploads (issue 28). */

describe('sanitizeFileName', () => {
  it('drops bidirectional and invisible controls, so a name shows as what it is', () => {
    expect(sanitizeFileName('passwd\u202Egnp.png', 'png')).toBe('passwdgnp.png');
    expect(sanitizeFileName('a\u2066b\u2069c\u061Cd\u200Be\uFEFF.pdf', 'pdf')).toBe('abcde.pdf');
    expect(sanitizeFileName('photo\u200F.jpg', 'jpg')).toBe('photo.jpg');
  });

  it('drops control characters, lone surrogates, folders and forbidden signs, and keeps Khmer and Chinese', () => {
    expect(sanitizeFileName('gr\u0000een.png', 'png')).toBe('green.png');
    expect(sanitizeFileName('x\uD800y.png', 'png')).toBe('xy.png');
    expect(sanitizeFileName('..\\..\\etc/pa<ss>|wd\u0007  form?.pdf', 'pdf')).toBe('passwd form.pdf');
    expect(sanitizeFileName('ពាក្យស្នើសុំ.pdf', 'pdf')).toBe('ពាក្យស្នើសុំ.pdf');
    expect(sanitizeFileName('申请须知.docx', 'docx')).toBe('申请须知.docx');
  });

  it('ends the name in the extension the bytes have, and names a nameless file', () => {
    expect(sanitizeFileName('invoice.pdf.exe', 'png')).toBe('invoice.pdf.png');
    expect(sanitizeFileName('Holiday.JPG', 'jpg')).toBe('Holiday.jpg');
    expect(sanitizeFileName('', 'mp4', 'video')).toBe('video.mp4');
    expect(sanitizeFileName('\u202E', 'png')).toBe('file.png');
    expect([...sanitizeFileName('x'.repeat(1000) + '.png', 'png')]).toHaveLength(194);
  });
});
