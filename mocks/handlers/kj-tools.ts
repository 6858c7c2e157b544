import { db } from '../db';
import { requestFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { readJson } from '../lib/request';
import { requireAccount } from '../lib/session';

/** The enumerations the portal reads (001 §7 queryList). */
const ENUM_TYPES = ['MonthlySalesEnum', 'BusinessScopeEnum'];

/**
 * kj-tools: website settings (branding of the login page, 000 §7 "Registration"); the
 * enumerations and configured urls of the pre-approval pages (001 §7 "Pre-approval").
 */
export const kjToolsHandlers = [
  http.post('/kj-tools/configuration/website', (info) =>
    handle(info, async ({ request, response }) => {
      const names = await readJson<unknown>(request, null);
      if (!Array.isArray(names) || names.length === 0 || !names.every((name) => typeof name === 'string')) {
        throw requestFailure('settingNamesRequired');
      }
      // Only the names asked for; a name that is not configured is left out.
      const settings: Record<string, string | null> = {};
      for (const name of names as string[]) {
        const row = db.websiteSetting.findFirst({ where: { name: { equals: name } } });
        if (row) settings[name] = row.value;
      }
      return response(200).json(success(request, settings));
    }),
  ),

  // An enumeration's items in order: code, the Chinese name, the English name, value.
  http.post('/kj-tools/enumType/queryList', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const { enumType } = await readJson<{ enumType?: unknown }>(request, {});
      if (typeof enumType !== 'string' || !ENUM_TYPES.includes(enumType)) throw requestFailure('enumTypeUnknown');
      const items = db.enumItem
        .findMany({ where: { enumType: { equals: enumType } } })
        .sort((a, b) => a.orderNo - b.orderNo)
        .map(({ code, name, nameEn, value }) => ({ code, name, nameEn, value }));
      return response(200).json(success(request, items));
    }),
  ),

  // Configured urls (the vendor platform's plugin, 001 §2.6): every key asked for, null when none.
  http.post('/kj-tools/configuration/getWebsiteUrl', (info) =>
    handle(info, async ({ request, response }) => {
      const keys = await readJson<unknown>(request, null);
      if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key === 'string' && key !== '')) {
        throw requestFailure('urlKeysRequired');
      }
      const urls: Record<string, string | null> = {};
      for (const key of keys as string[]) urls[key] = db.websiteUrl.findFirst({ where: { key: { equals: key } } })?.url ?? null;
      return response(200).json(success(request, urls));
    }),
  ),
];
