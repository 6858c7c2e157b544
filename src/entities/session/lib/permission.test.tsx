import { describe, expect, it } from '@rstest/core';
import { act, renderHook } from '@testing-library/react';
import { setupI18n } from '@/shared/i18n';
import { recordNotices } from '@tests/support/notices';
import { buttonPermissionsChanged } from '../model/session';
import { isButtonAllowed, usePermission } from './permission';

describe('isButtonAllowed (000 §6: sysSourceList gates buttons)', () => {
  it.each([
    [['BIND_STORE_ADD', 'BIND_STORE_REMOVE'], 'BIND_STORE_ADD', true],
    [['BIND_STORE_REMOVE'], 'BIND_STORE_ADD', false],
    [[], 'BIND_STORE_ADD', false],
  ])('%j allows %s: %s', (permissions, code, expected) => {
    expect(isButtonAllowed(permissions, code)).toBe(expected);
  });
});

describe('usePermission', () => {
  it('runs an allowed action and refuses another with "No permission. Please contact your administrator."', async () => {
    await setupI18n('en');
    const { warning: warnings } = recordNotices();
    buttonPermissionsChanged(['BIND_STORE_ADD']);
    const { result } = renderHook(() => usePermission());
    const ran: string[] = [];
    act(() => result.current.guard('BIND_STORE_ADD', () => ran.push('add')));
    act(() => result.current.guard('BIND_STORE_REMOVE', () => ran.push('remove')));
    expect(ran).toEqual(['add']);
    expect(warnings).toEqual(['No permission. Please contact your administrator.']);
    expect(result.current.allowed('BIND_STORE_REMOVE')).toBe(false);
  });
});
