import { describe, expect, it } from '@rstest/core';
import { accessReducer, INITIAL_ACCESS_STATE, type AccessEvent, type AccessState } from './accessSteps';

const run = (events: AccessEvent[], from: AccessState = INITIAL_ACCESS_STATE) => events.reduce(accessReducer, from);
const session = { link: 'https://x.example/consent', sceneState: 'SCENE1' };

describe('the authorisation dialog steps (001 §4)', () => {
  it('global marketplace: 0 → 1 → 2 after binding → 3 when authorised', () => {
    const waiting = run([{ type: 'platformChosen', platform: 'amazon' }, { type: 'marketplaceChosen', marketplace: 'US' }, { type: 'bound', binding: session }]);
    expect(waiting).toEqual({ step: 2, platform: 'amazon', marketplace: 'US', binding: session });
    expect(accessReducer(waiting, { type: 'authorised' })).toEqual({ step: 3, platform: 'amazon', marketplace: 'US', binding: null });
  });

  it('vendor platform: 0 → 1 (the plugin download), a binding does not move it on', () => {
    const plugin = run([{ type: 'platformChosen', platform: 'jdvc' }]);
    expect(plugin.step).toBe(1);
    expect(accessReducer(plugin, { type: 'bound', binding: session })).toBe(plugin);
  });

  it('the back arrow decrements and drops the session when it leaves step 2; 0 stays 0', () => {
    const waiting = run([{ type: 'platformChosen', platform: 'amazon' }, { type: 'marketplaceChosen', marketplace: 'BR' }, { type: 'bound', binding: session }]);
    const back = accessReducer(waiting, { type: 'back' });
    expect(back).toEqual({ step: 1, platform: 'amazon', marketplace: 'BR', binding: null });
    expect(run([{ type: 'back' }, { type: 'back' }], back)).toEqual({ step: 0, platform: 'amazon', marketplace: 'BR', binding: null });
  });

  it('ignores a binding without a sceneState, one that arrives after the back arrow, and a late authorisation', () => {
    const choosing = run([{ type: 'platformChosen', platform: 'amazon' }]);
    expect(accessReducer(choosing, { type: 'bound', binding: { link: 'x', sceneState: null } })).toBe(choosing);
    const returned = accessReducer(choosing, { type: 'back' });
    expect(accessReducer(returned, { type: 'bound', binding: session })).toBe(returned);
    expect(accessReducer(choosing, { type: 'authorised' })).toBe(choosing);
  });

  it('reset starts from step 0 with nothing chosen', () => {
    expect(run([{ type: 'platformChosen', platform: 'amazon' }, { type: 'reset' }])).toEqual(INITIAL_ACCESS_STATE);
  });
});
