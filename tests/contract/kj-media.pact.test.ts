import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { mediaApi, type MediaArea } from '@/entities/media-file';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { fileStored, signedIn } from './support/states';
import { DOWNLOAD_HEADERS, JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED } from './support/interactions';

const { eachLike, like, regex } = MatchersV3;

const provider = pactWith('kj-media');

const SIGNED_IN = signedIn('demo.one');
const STORED = fileStored({ fileId: '900101', modelCode: 'MKJ02CONTACT', catgId: 'CCONTACT003', busiKey: 'M-100', fileName: 'company-file.pdf' });
/** Content-Disposition as the services send it: an ASCII name and the RFC 5987 one. */
const DISPOSITION = regex("^attachment;.*filename\\*=UTF-8''[A-Za-z0-9%._~!$&'()*+,;=:@-]+$", 'attachment; filename="company-file.pdf"; filename*=UTF-8\'\'company-file.pdf');
/** A fixed boundary for the recorded example, so re-runs leave the pact file unchanged (the request's own boundary is random). */
const BOUNDARY = 'kj-portal-web-contract-test';
const SAMPLE_PDF = fileURLToPath(new URL('./fixtures/signed_contract.pdf', import.meta.url));
const sample = (name: string) => new File([readFileSync(SAMPLE_PDF)], name, { type: 'application/pdf' });
/** A web page saved under a .pdf name: its first bytes are not %PDF-, so the service refuses it (issue 28). */
const PAGE_RENAMED_PDF = fileURLToPath(new URL('./fixtures/page_renamed.pdf', import.meta.url));
const pageRenamedBody = () =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="page_renamed.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    readFileSync(PAGE_RENAMED_PDF),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const COMPANY_FILES: MediaArea = { modelCode: 'MKJ02CONTACT', catgId: 'CCONTACT003', busiKey: 'M-100' };
const LICENCE: MediaArea = { modelCode: 'MKJ01ENT', catgId: 'CENT005', busiKey: 'M-100' };
const areaQuery = (area: MediaArea) => ({ modelCode: area.modelCode, catgId: area.catgId, busiKey: area.busiKey, sysCode: 'KJ_SYSTEM' });

const STORED_FILE = {
  id: like('900101'),
  fileName: like('company-file.pdf'),
  path: like('/kj-media/media/opera/downloadFileById?fileId=900101'),
};

describe('kj-media: the upload field’s calls (001 §5, §7, §9)', () => {
  afterEach(() => configureApiBase(null));

  it('uploads a document into an area (multipart field file, the area in the query)', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a KYC document uploaded into a company-file area')
      .withRequest('POST', '/kj-media/media/opera/do/uploadMediaFile', (request) =>
        request.headers(LOCALE_HEADERS).query(areaQuery(COMPANY_FILES)).multipartBody('application/pdf', SAMPLE_PDF, 'file', BOUNDARY),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { ...STORED_FILE, fileName: like('articles.pdf') } }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        // Through the progress path (XMLHttpRequest), as the upload field sends it.
        const stored = await createApiStore()
          .dispatch(mediaApi.endpoints.uploadMediaFile.initiate({ area: COMPANY_FILES, file: sample('articles.pdf'), onProgress: () => undefined }, { track: false }))
          .unwrap();
        expect(stored.file).toMatchObject({ id: '900101', fileName: 'articles.pdf' });
      });
  });

  it('a document whose content is not its declared type is refused with the message, and nothing is stored', async () => {
    const message = 'The content of the file does not match its type.';
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a KYC document whose content is not the type its name declares')
      .withRequest('POST', '/kj-media/media/opera/do/uploadMediaFile', (request) =>
        request
          .headers({ ...LOCALE_HEADERS, 'Content-Type': regex('^multipart/form-data; ?boundary=[^;]+$', `multipart/form-data; boundary=${BOUNDARY}`) })
          .query(areaQuery(COMPANY_FILES))
          // Built by hand: multipartBody has Pact check the part's content against its declared type, which is the point here.
          .body('multipart/form-data', pageRenamedBody())
          .matchingRules({ body: [{ path: '$.file.content-disposition', rules: [regex('^form-data; name="file"; filename="page_renamed\\.pdf"$', 'form-data; name="file"; filename="page_renamed.pdf"')] }] }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED(message)))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const file = new File([readFileSync(PAGE_RENAMED_PDF)], 'page_renamed.pdf', { type: 'application/pdf' });
        const sent = createApiStore().dispatch(
          mediaApi.endpoints.uploadMediaFile.initiate({ area: COMPANY_FILES, file, onProgress: () => undefined }, { track: false }),
        );
        await expect(sent.unwrap()).rejects.toMatchObject({ message });
      });
  });

  it('uploads a business licence through OCR and reads its address and credit code', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a business licence uploaded with OCR')
      .withRequest('POST', '/kj-media/media/opera/do/uploadMediaFileWithOcr', (request) =>
        request.headers(LOCALE_HEADERS).query(areaQuery(LICENCE)).multipartBody('application/pdf', SAMPLE_PDF, 'file', BOUNDARY),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: {
            mediaFile: { ...STORED_FILE, fileName: like('licence.pdf') },
            ocrResult: { data: { address: like('上海市浦东新区世纪大道100号'), creditCode: regex('^[0-9A-HJ-NPQRTUWXY]{18}$', '91310115MA1K4DEM05') } },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const stored = await createApiStore()
          .dispatch(mediaApi.endpoints.uploadMediaFileWithOcr.initiate({ area: LICENCE, file: sample('licence.pdf') }, { track: false }))
          .unwrap();
        expect(stored.ocr?.data).toMatchObject({ creditCode: '91310115MA1K4DEM05' });
      });
  });

  it('lists the stored files of an area', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...STORED)
      .uponReceiving('a request for the stored files of an area')
      .withRequest('POST', '/kj-media/media/opera/showFileByCatgIdBusiKey', (request) => request.headers(LOCALE_HEADERS).query(areaQuery(COMPANY_FILES)))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: eachLike(STORED_FILE) }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const files = await createApiStore().dispatch(mediaApi.endpoints.listMediaFiles.initiate(COMPANY_FILES)).unwrap();
        expect(files[0]).toMatchObject({ id: '900101', fileName: 'company-file.pdf' });
      });
  });

  it('serves a stored file with its media type (the viewer)', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...STORED)
      .uponReceiving('a request for the content of a stored file')
      .withRequest('GET', '/kj-media/media/opera/downloadFileById', (request) => request.headers(DOWNLOAD_HEADERS).query({ fileId: '900101' }))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex('^(application/pdf|image/(png|jpeg|bmp))', 'application/pdf'), 'Content-Disposition': DISPOSITION })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        let blob: Blob | null = null;
        const result = await createApiStore()
          .dispatch(mediaApi.endpoints.openMediaFile.initiate({ fileId: '900101', onFile: (file) => (blob = file.blob) }, { track: false }))
          .unwrap();
        expect(result.fileName).toBe('company-file.pdf');
        expect((blob as Blob | null)?.type).toBe('application/pdf');
      });
  });

  it('deletes one stored file', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...STORED)
      .uponReceiving('a request to delete a stored file')
      .withRequest('POST', '/kj-media/media/opera/do/deleteFileByFileId', (request) => request.headers(LOCALE_HEADERS).query({ fileId: '900101' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(mediaApi.endpoints.deleteMediaFile.initiate({ fileId: '900101', busiKey: 'M-100' })).unwrap();
      });
  });

  it('renames a stored file to a name that meets 000 §5 (the assumed renameFile)', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...STORED)
      .uponReceiving('a request to rename a stored file')
      .withRequest('POST', '/kj-media/media/opera/do/renameFile', (request) => request.headers(LOCALE_HEADERS).query({ fileId: '900101', fileRename: '营业执照_2024.pdf' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { ...STORED_FILE, fileRename: like('营业执照_2024.pdf') } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const renamed = await createApiStore()
          .dispatch(mediaApi.endpoints.renameMediaFile.initiate({ fileId: '900101', fileRename: '营业执照_2024.pdf', busiKey: 'M-100' }))
          .unwrap();
        expect(renamed).toMatchObject({ id: '900101', fileRename: '营业执照_2024.pdf' });
      });
  });

  it('refuses a rename outside 000 §5 with an error code and the rule\'s message', async () => {
    const msg = 'The file name may contain only letters, digits, underscores or Chinese characters, at most 190 characters with its extension.';
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...STORED)
      .uponReceiving('a request to rename a stored file to a name with a space and a hyphen')
      .withRequest('POST', '/kj-media/media/opera/do/renameFile', (request) => request.headers(LOCALE_HEADERS).query({ fileId: '900101', fileRename: 'scan 2024-01.pdf' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED(msg)))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const sent = createApiStore().dispatch(mediaApi.endpoints.renameMediaFile.initiate({ fileId: '900101', fileRename: 'scan 2024-01.pdf' }));
        await expect(sent.unwrap()).rejects.toMatchObject({ message: msg });
      });
  });

  it('deletes every file of an area', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...STORED)
      .uponReceiving('a request to delete the files of an area')
      .withRequest('POST', '/kj-media/media/opera/do/deleteFileByCatgId', (request) => request.headers(LOCALE_HEADERS).query(areaQuery(COMPANY_FILES)))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(mediaApi.endpoints.deleteMediaFilesOfArea.initiate(COMPANY_FILES)).unwrap();
      });
  });
});
