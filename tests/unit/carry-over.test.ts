import { describe, expect, it } from 'vitest';
import { CARRIED_PARAMS, carryOver } from '@/lib/carry-over';

describe('the carried parameter list', () => {
  it('is the spec list, in order', () => {
    expect(CARRIED_PARAMS).toEqual([
      'utm_campaign',
      'utm_term',
      'utm_content',
      'utm_medium',
      'utm_source',
      'category',
      'source',
      'orderId',
      'wOrderId',
      'appointmentId',
      'location',
      'garageId',
      'slot_type',
      'hide_app_bar',
      'pincode',
      'color',
    ]);
  });
});

describe('carrying parameters onto a navigation target', () => {
  it('carries a campaign parameter onto a bare path', () => {
    expect(carryOver('?utm_source=google', '/service-centre/ad-services/mmv')).toBe('/service-centre/ad-services/mmv?utm_source=google');
  });

  it('accepts the current search with or without its "?"', () => {
    expect(carryOver('pincode=560001', '/a')).toBe('/a?pincode=560001');
  });

  it('accepts URLSearchParams for the current address', () => {
    expect(carryOver(new URLSearchParams({ orderId: 'O-1', garageId: '42' }), '/a')).toBe('/a?orderId=O-1&garageId=42');
  });

  it('appends after the target’s own query and keeps its hash', () => {
    expect(carryOver('?utm_source=google', '/service-centre/ad-services/mmv?x=1#top')).toBe(
      '/service-centre/ad-services/mmv?x=1&utm_source=google#top',
    );
  });

  it('lets the target’s own value win and never duplicates a parameter', () => {
    const href = carryOver('?pincode=560001&utm_source=google', '/a?pincode=110001');
    expect(href).toBe('/a?pincode=110001&utm_source=google');
    expect(new URLSearchParams(href.split('?')[1]).getAll('pincode')).toEqual(['110001']);
  });

  it('treats an empty value on the target as present', () => {
    expect(carryOver('?color=red', '/a?color=')).toBe('/a?color=');
  });

  it('does not carry parameters outside the list', () => {
    expect(carryOver('?token=secret&utm_source=fb&page=2', '/a')).toBe('/a?utm_source=fb');
  });

  it('matches names exactly (case-sensitive)', () => {
    expect(carryOver('?orderid=1&OrderId=2&orderId=3', '/a')).toBe('/a?orderId=3');
  });

  it('does not carry empty values', () => {
    expect(carryOver('?utm_source=&pincode=560001&color', '/a')).toBe('/a?pincode=560001');
  });

  it('uses the first non-empty value when the current address repeats a parameter', () => {
    expect(carryOver('?source=&source=app&source=web', '/a')).toBe('/a?source=app');
  });

  it('appends in the fixed list order, not the current address order', () => {
    expect(carryOver('?color=red&hide_app_bar=true&utm_campaign=diwali&category=ac', '/a')).toBe(
      '/a?utm_campaign=diwali&category=ac&hide_app_bar=true&color=red',
    );
  });

  it('carries every listed parameter, and in the list order', () => {
    const current =
      '?color=c&pincode=p&hide_app_bar=h&slot_type=s&garageId=g&location=l&appointmentId=a&wOrderId=w&orderId=o' +
      '&source=src&category=cat&utm_source=us&utm_medium=um&utm_content=uc&utm_term=ut&utm_campaign=ucp';
    expect(carryOver(current, '/a')).toBe(
      '/a?utm_campaign=ucp&utm_term=ut&utm_content=uc&utm_medium=um&utm_source=us&category=cat&source=src&orderId=o' +
        '&wOrderId=w&appointmentId=a&location=l&garageId=g&slot_type=s&hide_app_bar=h&pincode=p&color=c',
    );
  });

  it('returns the target untouched when there is nothing to carry', () => {
    expect(carryOver('', '/service-centre/ad-services/mmv?x=a%20b#top')).toBe('/service-centre/ad-services/mmv?x=a%20b#top');
    expect(carryOver('?page=2', '/a')).toBe('/a');
  });

  it('keeps the target’s query text exactly as written', () => {
    expect(carryOver('?utm_source=x', '/a?q=a%20b&empty&list=1&list=2')).toBe('/a?q=a%20b&empty&list=1&list=2&utm_source=x');
  });

  it('encodes carried values', () => {
    expect(carryOver(`?location=${encodeURIComponent('HSR Layout & Co')}`, '/a')).toBe('/a?location=HSR+Layout+%26+Co');
    expect(carryOver('?utm_content=a%2Bb', '/a')).toBe('/a?utm_content=a%2Bb');
  });

  it('works with full URLs', () => {
    expect(carryOver('?utm_medium=cpc', 'https://example.com/service-centre/home?x=1#faq')).toBe(
      'https://example.com/service-centre/home?x=1&utm_medium=cpc#faq',
    );
  });

  it('handles a target with a bare "?" or only a hash', () => {
    expect(carryOver('?utm_term=brakes', '/a?')).toBe('/a?utm_term=brakes');
    expect(carryOver('?utm_term=brakes', '#reviews')).toBe('?utm_term=brakes#reviews');
  });

  it('does not read a "?" inside the target’s hash as its query', () => {
    expect(carryOver('?utm_term=brakes', '/a#section?x=1')).toBe('/a?utm_term=brakes#section?x=1');
  });

  it('adds nothing more when a target is carried over twice', () => {
    const once = carryOver('?utm_source=google&pincode=560001', '/a?x=1#top');
    expect(once).toBe('/a?x=1&utm_source=google&pincode=560001#top');
    expect(carryOver('?utm_source=google&pincode=560001', '/a?x=1&utm_source=google&pincode=560001#top')).toBe(
      '/a?x=1&utm_source=google&pincode=560001#top',
    );
  });

  it('adds only what the target lacks', () => {
    expect(carryOver('?utm_source=google&pincode=560001', '/a?utm_source=fb')).toBe('/a?utm_source=fb&pincode=560001');
  });
});
