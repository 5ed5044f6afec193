import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../../domain/catalog/description-html';

describe('sanitizeDescription', () => {
  it('keeps paragraphs, lists, headings and emphasis', () => {
    const html =
      '<h3>El día</h3><p>Un <strong>día</strong> en <em>Bocas</em></p><ul><li>Snorkel</li></ul><h4>Luego</h4><ol><li><p>Uno</p></li></ol>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles, images and headings the page does not allow', () => {
    const dirty =
      '<h1>Grande</h1><p onclick="steal()" style="color:red">Hola<script>alert(1)</script><img src=x onerror=y></p>';
    expect(sanitizeDescription(dirty)).toBe('Grande<p>Hola</p>');
  });

  it('keeps a web link with only its address, opened apart and passing nothing', () => {
    expect(
      sanitizeDescription(
        '<p><a href="https://example.com/tour" class="x" onclick="y" rel="opener">mira</a></p>',
      ),
    ).toBe(
      '<p><a href="https://example.com/tour" rel="nofollow ugc noopener noreferrer" target="_blank">mira</a></p>',
    );
    expect(sanitizeDescription('<a href="http://example.com">a</a>')).toBe(
      '<a href="http://example.com/" rel="nofollow ugc noopener noreferrer" target="_blank">a</a>',
    );
  });

  it('keeps the words of a link to anything but a web page, without the link', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      '//evil.example',
      '/relative',
      'example.com',
      '',
    ]) {
      expect(sanitizeDescription(`<p><a href="${href}">mira</a></p>`)).toBe('<p>mira</p>');
    }
    expect(sanitizeDescription('<p><a>mira</a></p>')).toBe('<p>mira</p>');
  });
});
