import { db } from '../db';
import { requestFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { readJson } from '../lib/request';

/** kj-tools: website settings (branding of the login page, 000 §7 "Registration"). */
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
];
