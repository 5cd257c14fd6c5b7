import { describe, expect, it } from 'vitest';
import { decodeDataUrl, imageSize } from '../picture.ts';
import { dataUrl, jpeg, png } from './images.ts';

describe('image size', () => {
  it('reads PNG and JPEG dimensions', () => {
    expect(imageSize(png(800, 1200))).toEqual({ type: 'png', width: 800, height: 1200 });
    expect(imageSize(jpeg(640, 199))).toEqual({ type: 'jpeg', width: 640, height: 199 });
    expect(imageSize(Buffer.from('GIF89a....'))).toBeNull();
  });

  it('decodes image data URLs only', () => {
    expect(imageSize(decodeDataUrl(dataUrl(png(2, 2)))!)).toMatchObject({ width: 2, height: 2 });
    expect(decodeDataUrl('data:text/html;base64,AAAA')).toBeNull();
  });
});
