import { describe, expect, it } from 'vitest';
import { attachmentExtension, downloadFileName, previewTypeOf, servedContentType } from './attachment-preview';

describe('previewTypeOf', () => {
  it.each([
    ['photo.png', 'image'],
    ['photo.JPG', 'image'],
    ['photo.jpeg', 'image'],
    ['anim.gif', 'image'],
    ['sketch.svg', 'image'],
    ['report.pdf', 'pdf'],
    ['voice.mp3', 'audio'],
    ['voice.wav', 'audio'],
    ['walkaround.mp4', 'video'],
    ['lab-result.xml', 'download'],
    ['LAB.XML', 'download'],
    ['notes.docx', 'unknown'],
    ['README', 'unknown'],
    ['.png', 'unknown'],
    ['trailing.', 'unknown'],
  ])('%s -> %s', (name, type) => {
    expect(previewTypeOf(name)).toBe(type);
  });

  it('prefers the stored extension over the name', () => {
    expect(previewTypeOf('photo', 'jpg')).toBe('image');
    expect(previewTypeOf('photo', '.PDF')).toBe('pdf');
    expect(previewTypeOf('scan.pdf', 'xml')).toBe('download');
  });

  it('takes the last dot of the name', () => {
    expect(attachmentExtension('archive.tar.gz')).toBe('gz');
    expect(attachmentExtension('photo.2026.11.22.png')).toBe('png');
  });
});

describe('servedContentType', () => {
  it('sends the allow-listed type when the recorded type agrees', () => {
    expect(servedContentType('a.png', 'png', 'image/png')).toBe('image/png');
    expect(servedContentType('a', 'jpg', 'image/jpeg')).toBe('image/jpeg');
    expect(servedContentType('a.xml', null, 'text/xml; charset=utf-8')).toBe('application/xml');
  });

  it('falls back to octet-stream for an unlisted extension or a disagreeing type', () => {
    expect(servedContentType('a.html', null, 'text/html')).toBe('application/octet-stream');
    expect(servedContentType('a.png', null, 'text/html')).toBe('application/octet-stream');
    expect(servedContentType('a', null, 'image/png')).toBe('application/octet-stream');
  });
});

describe('downloadFileName', () => {
  it('appends the extension when the name lacks it', () => {
    expect(downloadFileName('photo', 'jpg')).toBe('photo.jpg');
    expect(downloadFileName('photo.JPG', 'jpg')).toBe('photo.JPG');
    expect(downloadFileName('photo', null)).toBe('photo');
  });
});
