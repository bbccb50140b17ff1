import { describe, expect, it } from 'vitest';
import { listCities, listCountries, listLgas, listStates } from './geography.ts';

describe('geography from data packages', () => {
  it("has Nigeria's 36 states, the FCT and all 774 LGAs", () => {
    const states = listStates('ng')!;
    expect(states).toHaveLength(37);
    const counts = states.map((s) => listLgas(s.code)?.length ?? 0);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(774);
    expect(listLgas('Lagos')).toHaveLength(20);
    expect(listLgas('LA')).toContain('Ikeja');
    expect(listLgas('FC')).toHaveLength(6);
    expect(listLgas('Kano')).toHaveLength(44);
  });
  it('lists countries, states and cities, and says null for unknown ones', () => {
    expect(listCountries().find((c) => c.iso === 'NG')).toMatchObject({
      name: 'Nigeria',
      phoneCode: '+234',
      currency: 'NGN',
    });
    expect(listStates('GH')!.length).toBeGreaterThan(5);
    expect(listCities('NG', 'Lagos')!.length).toBeGreaterThan(0);
    expect(listStates('XX')).toBeNull();
    expect(listLgas('Atlantis')).toBeNull();
  });
});

describe('LGA names', () => {
  it('are cased and hyphenated as Nigerians write them', async () => {
    const { lgaName } = await import('./geography.ts');
    expect(listLgas('Lagos')).toEqual(
      expect.arrayContaining([
        'Ajeromi-Ifelodun',
        'Amuwo-Odofin',
        'Eti-Osa',
        'Ibeju-Lekki',
        'Ifako-Ijaiye',
        'Oshodi-Isolo',
        'Lagos Island',
      ]),
    );
    expect(listLgas('Kwara')).toContain('Ilorin East');
    expect(listLgas('Benue')).toContain('Katsina-Ala');
    expect(listLgas('Rivers')).toEqual(expect.arrayContaining(['Obio-Akpor', 'Ogba-Egbema-Ndoni']));
    expect(listLgas('Ogun')).toContain('Ado-Odo/Ota');
    expect(listLgas('FCT')).toContain('Abuja Municipal');
    expect(listLgas('Sokoto')).toEqual(expect.arrayContaining(['Sokoto North', 'Sokoto South']));
    expect(lgaName('Ajeromi/ifelodun')).toBe('Ajeromi-Ifelodun');
    expect(lgaName('Ikeja')).toBe('Ikeja');
    const all = listStates('ng')!.flatMap((s) => listLgas(s.code)!);
    expect(all.filter((name) => /\/[a-z]|-[a-z]|\b[a-z]|\s-|-\s/.test(name))).toEqual([]);
  });
});

describe('findState', () => {
  it('understands the ways people write a state', async () => {
    const { findState } = await import('./geography.ts');
    expect(findState('NG', 'Lagos State')?.code).toBe('LA');
    expect(findState('NG', 'FCT')?.code).toBe('FC');
    expect(findState('NG', 'Federal Capital Territory')?.code).toBe('FC');
    expect(findState('NG', 'akwa-ibom')?.name).toBe('Akwa Ibom');
    expect(findState('NG', 'Gotham')).toBeNull();
  });
});
