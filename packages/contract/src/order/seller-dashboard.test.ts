import * as v from 'valibot';
import { isTimeZone, sellerDashboardQuerySchema, timeZoneMessage } from './seller-dashboard';

describe('seller dashboard query', () => {
  it('takes an IANA time zone and defaults to UTC', () => {
    expect(v.parse(sellerDashboardQuerySchema, {})).toEqual({ tz: 'UTC' });
    expect(v.parse(sellerDashboardQuerySchema, { tz: ' America/New_York ' })).toEqual({ tz: 'America/New_York' });
    expect(isTimeZone('Europe/Berlin')).toBe(true);
  });

  it('refuses a name that is not a time zone', () => {
    const r = v.safeParse(sellerDashboardQuerySchema, { tz: 'Mars/Olympus' });
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toBe(timeZoneMessage);
    expect(isTimeZone('')).toBe(false);
  });
});
