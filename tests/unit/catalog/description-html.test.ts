import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../../domain/catalog/description-html';

describe('sanitizeDescription', () => {
  it('keeps paragraphs, lists and emphasis', () => {
    const html = '<p>Un <strong>día</strong> en <em>Bocas</em></p><ul><li>Snorkel</li></ul>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hola<script>alert(1)</script><a href="javascript:x">mira</a><img src=x onerror=y></p>';
    expect(sanitizeDescription(dirty)).toBe('<p>Holamira</p>');
  });
});
