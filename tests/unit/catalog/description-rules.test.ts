import { describe, expect, it } from 'vitest';
import {
  descriptionFromEditor,
  descriptionLinkHref,
  descriptionText,
} from '../../../domain/catalog/description-rules';

describe('descriptionLinkHref', () => {
  it('accepts web addresses, adding https when no scheme was typed', () => {
    expect(descriptionLinkHref(' https://example.com/tour?a=1 ')).toBe('https://example.com/tour?a=1');
    expect(descriptionLinkHref('http://example.com')).toBe('http://example.com/');
    expect(descriptionLinkHref('example.com/tour')).toBe('https://example.com/tour');
    expect(descriptionLinkHref('HTTPS://Example.com')).toBe('https://example.com/');
  });

  it('refuses every other scheme and what is no address', () => {
    for (const typed of [
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      'ftp://example.com',
      'tel:+5071234',
      '',
      '   ',
      'two words',
      'https://',
    ]) {
      expect(descriptionLinkHref(typed)).toBeNull();
    }
  });
});

describe('descriptionFromEditor', () => {
  it('sends an editor without words as an empty description', () => {
    expect(descriptionFromEditor('<p></p>')).toBe('');
    expect(descriptionFromEditor('<ul><li><p></p></li></ul>')).toBe('');
    expect(descriptionFromEditor('<p>&nbsp;</p>')).toBe('');
  });

  it('sends formatted words as they are', () => {
    const html = '<p>Un <strong>día</strong></p><ol><li><p>Uno</p></li></ol>';
    expect(descriptionFromEditor(html)).toBe(html);
    expect(descriptionText(html)).toBe('Un díaUno');
  });
});
