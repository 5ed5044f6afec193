import { describe, expect, it } from 'vitest';
import { mapTilesOrigin, mapTilesUrlProblem } from '../../../common/map/map-tiles';

describe('map tiles setting', () => {
  it('takes an XYZ template on another origin or on this site', () => {
    expect(mapTilesUrlProblem('https://tile.example.org/{z}/{x}/{y}.png')).toBeNull();
    expect(mapTilesUrlProblem('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.webp?key=abc')).toBeNull();
    expect(mapTilesUrlProblem('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(mapTilesOrigin('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(mapTilesOrigin('http://127.0.0.1:8080/t/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
    expect(mapTilesOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('refuses a template the map cannot fill in or fetch', () => {
    expect(mapTilesUrlProblem('https://tile.example.org/{z}/{x}.png')).toMatch(/must contain/);
    expect(mapTilesUrlProblem('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toMatch(/\{s\}/);
    expect(mapTilesUrlProblem('ftp://tile.example.org/{z}/{x}/{y}.png')).toMatch(/http\(s\)/);
    expect(mapTilesUrlProblem('//tile.example.org/{z}/{x}/{y}.png')).toMatch(/http\(s\)/);
    expect(mapTilesUrlProblem('tiles/{z}/{x}/{y}.png')).toMatch(/http\(s\)/);
    expect(mapTilesUrlProblem('javascript:{z}{x}{y}')).toMatch(/http\(s\)/);
  });
});
