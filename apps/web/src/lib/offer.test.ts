// The offer is asked only when the network can answer: offline, a page the service worker kept waits
// for the network instead of logging a failed request.
import { describe, expect, it, vi } from 'vitest';
import { whenOnline } from './offer';

describe('whenOnline', () => {
  it('asks at once when online', () => {
    const ask = vi.fn();
    whenOnline(ask, new EventTarget(), true);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('waits offline, then asks once when the network is back', () => {
    const ask = vi.fn();
    const target = new EventTarget();
    whenOnline(ask, target, false);
    expect(ask).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once the screen is gone', () => {
    const ask = vi.fn();
    const target = new EventTarget();
    whenOnline(ask, target, false)();
    target.dispatchEvent(new Event('online'));
    expect(ask).not.toHaveBeenCalled();
  });
});
