import { describe, expect, it } from 'vitest';
import { joinLink, readAddress, readCode } from './seat';

describe('what a player types to join', () => {
  it('reads codes and addresses with or without a port, scheme or code', () => {
    expect(readCode(' abc 2xy ')).toBe('ABC2XY');
    expect(readCode('ABC0XY')).toBeNull();
    expect(readAddress('192.168.1.5')).toEqual({ server: 'ws://192.168.1.5:2567', code: null });
    expect(readAddress('wss://games.example.org:443')).toEqual({ server: 'wss://games.example.org:443', code: null });
    // A community server behind a TLS proxy is joined by its name alone.
    expect(readAddress('wss://games.example.org')).toEqual({ server: 'wss://games.example.org:443', code: null });
    expect(readAddress('ws://games.example.org')).toEqual({ server: 'ws://games.example.org:2567', code: null });
    expect(readAddress(joinLink('ws://10.0.0.2:4000', 'QWERTY'))).toEqual({
      server: 'ws://10.0.0.2:4000',
      code: 'QWERTY',
    });
    expect(readAddress('http://x y')).toBeNull();
    expect(readAddress('host:99999')).toBeNull();
  });
});
