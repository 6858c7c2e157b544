import { HttpResponse } from 'msw';
import { db } from '../db';
import { success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { bytesOf } from '../lib/mediaBytes';
import { deleteFiles, describeFile, filesOfArea, findFile, renameFile, storeUpload, uploadedPart, type MediaAreaKey } from '../lib/mediaFiles';
import { textOf } from '../lib/rules';
import { requireAccount } from '../lib/session';
import { contentDisposition } from './tools-web';

function areaOf(request: Request): MediaAreaKey {
  const query = new URL(request.url).searchParams;
  return { modelCode: textOf(query.get('modelCode')), catgId: textOf(query.get('catgId')), busiKey: textOf(query.get('busiKey')) };
}

/**
 * What OCR "reads" from a demo upload (001 §2.3, §7): a business licence gives its
 * registered address and unified social credit code, an ID image a mainland ID number and
 * a name (whose first character the portal makes the family name). Valid check digits, so
 * the portal's own rules accept them.
 */
function ocrReading(catgId: string) {
  if (catgId === 'CENT005') return { address: '上海市浦东新区世纪大道100号环球金融中心20层', creditCode: '91310115MA1K4DEM05', idNo: null, name: null };
  return { address: null, creditCode: null, idNo: '11010519491231002X', name: '张伟' };
}

/** kj-media: KYC documents of an area (model, category, business key), stored and served back (001 §7). */
export const kjMediaHandlers = [
  http.post('/kj-media/media/opera/do/uploadMediaFile', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const row = await storeUpload(await uploadedPart(request), areaOf(request));
      return response(200).json(success(request, describeFile(row)));
    }),
  ),

  http.post('/kj-media/media/opera/do/uploadMediaFileWithOcr', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const area = areaOf(request);
      const row = await storeUpload(await uploadedPart(request), area);
      return response(200).json(success(request, { mediaFile: describeFile(row), ocrResult: { data: ocrReading(area.catgId) } }));
    }),
  ),

  http.post('/kj-media/media/opera/showFileByCatgIdBusiKey', (info) =>
    handle(info, ({ request, response, query }) => {
      requireAccount();
      const busiKey = textOf(query.get('busiKey'));
      const modelCode = textOf(query.get('modelCode'));
      const catgId = textOf(query.get('catgId'));
      const rows = db.mediaFile
        .findMany({ where: { busiKey: { equals: busiKey } } })
        .filter((row) => (!modelCode || row.modelCode === modelCode) && (!catgId || row.catgId === catgId))
        .sort((a, b) => a.createdAt - b.createdAt);
      return response(200).json(success(request, rows.map(describeFile)));
    }),
  ),

  http.post('/kj-media/media/opera/do/deleteFileByFileId', (info) =>
    handle(info, ({ request, response, query }) => {
      requireAccount();
      deleteFiles([findFile(textOf(query.get('fileId')))]);
      return response(200).json(success(request, null));
    }),
  ),

  // The assumed rename (000 §3 fileRename): the name must meet 000 §5's rule, else 30013.
  http.post('/kj-media/media/opera/do/renameFile', (info) =>
    handle(info, ({ request, response, query }) => {
      requireAccount();
      const row = findFile(textOf(query.get('fileId')));
      return response(200).json(success(request, describeFile(renameFile(row, textOf(query.get('fileRename'))))));
    }),
  ),

  http.post('/kj-media/media/opera/do/deleteFileByCatgId', (info) =>
    handle(info, ({ request, response }) => {
      requireAccount();
      deleteFiles(filesOfArea(areaOf(request)));
      return response(200).json(success(request, null));
    }),
  ),

  // The file with its own media type (the viewer and its download), or an error envelope.
  http.get('/kj-media/media/opera/downloadFileById', (info) =>
    handle(info, async ({ response, query }) => {
      requireAccount();
      const row = findFile(textOf(query.get('fileId')));
      return response.untyped(
        new HttpResponse(await bytesOf(row), {
          headers: { 'content-type': row.mime, 'content-disposition': contentDisposition(row.fileName) },
        }),
      );
    }),
  ),
];
