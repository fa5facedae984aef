import { offerTimeLeft, offerVersusAsking, sellerOfferPageTexts } from './offer-page-texts-seller';

describe("the Offers pages' wording", () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  const after = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('says how long an offer has left, and nothing once it has passed', () => {
    expect(offerTimeLeft(after(47 * 60 + 30), now)).toBe('1 day 23 hours');
    expect(offerTimeLeft(after(48 * 60), now)).toBe('2 days');
    expect(offerTimeLeft(after(61), now)).toBe('1 hour');
    expect(offerTimeLeft(after(0.5), now)).toBe('1 minute');
    expect(offerTimeLeft(after(-1), now)).toBeNull();
    expect(offerTimeLeft('not a date', now)).toBeNull();
  });

  it('compares an amount with the asking price', () => {
    expect(offerVersusAsking(850, 1000)).toBe('15% below asking');
    expect(offerVersusAsking(1100, 1000)).toBe('10% above asking');
    expect(offerVersusAsking(1000, 1000)).toBe('the asking price');
    expect(offerVersusAsking(999.99, 1000)).toBe('about the asking price');
  });

  it('counts open offers in the sidebar entry only when there are some', () => {
    expect(sellerOfferPageTexts.navLabel(0)).toBe('Offers');
    expect(sellerOfferPageTexts.navLabel(3)).toBe('Offers (3)');
  });
});
