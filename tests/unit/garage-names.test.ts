import { describe, expect, it } from 'vitest';
import { garageLine } from '@/lib/garage-names';

describe('a service centre in one line', () => {
  it('does not repeat a locality the name already holds', () => {
    expect(garageLine({ garageName: 'Service Centre Kudlu Gate', locality: 'Kudlu Gate' })).toBe('Service Centre Kudlu Gate');
    expect(garageLine({ garageName: 'Service Centre KUDLU GATE', locality: 'Kudlu Gate' })).toBe('Service Centre KUDLU GATE');
  });

  it('adds the locality when the name does not say where it is', () => {
    expect(garageLine({ garageName: 'Service Centre', locality: 'Patparganj' })).toBe('Service Centre, Patparganj');
    expect(garageLine({ garageName: 'Service Centre Kudlu Gate', locality: 'Thanisandra' })).toBe('Service Centre Kudlu Gate, Thanisandra');
  });

  it('trims stray spaces from the name and the locality before comparing', () => {
    expect(garageLine({ garageName: ' Service Centre ', locality: ' Patparganj ' })).toBe('Service Centre, Patparganj');
    expect(garageLine({ garageName: 'Service Centre Kudlu Gate ', locality: ' Kudlu Gate' })).toBe('Service Centre Kudlu Gate');
    expect(garageLine({ garageName: 'Service Centre Gota', locality: '   ' })).toBe('Service Centre Gota');
  });

  it('shows the name alone when no locality is known', () => {
    expect(garageLine({ garageName: 'Service Centre Andheri', locality: '' })).toBe('Service Centre Andheri');
    expect(garageLine({ garageName: 'Service Centre Andheri', locality: null })).toBe('Service Centre Andheri');
  });
});
