import { describe, expect, it } from 'vitest';
import { isCurrentSection, OPERATOR_NAV } from '../../../app/components/operator/operator-nav';

const current = (pathname: string) =>
  OPERATOR_NAV.filter((item) => isCurrentSection(item, pathname)).map((item) => item.to);

describe('the operator navigation marks the current section', () => {
  it('marks a section on its own page', () => {
    expect(current('/operator')).toEqual(['/operator']);
    expect(current('/operator/')).toEqual(['/operator']);
    expect(current('/operator/experiences')).toEqual(['/operator/experiences']);
    expect(current('/operator/departures')).toEqual(['/operator/departures']);
    expect(current('/operator/team')).toEqual(['/operator/team']);
  });

  it('marks Experiences on an experience, its editor for a new one and its sub-pages, and only it', () => {
    for (const path of [
      '/operator/experiences/new',
      '/operator/experiences/42',
      '/operator/experiences/42/',
      '/operator/experiences/42/availability',
    ]) {
      expect(current(path), path).toEqual(['/operator/experiences']);
    }
  });

  it('marks nothing for a path that only starts like a section', () => {
    expect(current('/operator/experiences-archive')).toEqual([]);
    expect(current('/operatorx')).toEqual([]);
    expect(current('/operator-invitation')).toEqual([]);
  });
});
