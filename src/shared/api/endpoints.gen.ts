import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebsiteConfiguration: build.query<
      GetWebsiteConfigurationApiResponse,
      GetWebsiteConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-tools/configuration/website`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getDictionaries: build.query<
      GetDictionariesApiResponse,
      GetDictionariesApiArg
    >({
      query: () => ({ url: `/kj-web/dict/getAllDictList`, method: "POST" }),
    }),
    getLegacyPublicKey: build.mutation<
      GetLegacyPublicKeyApiResponse,
      GetLegacyPublicKeyApiArg
    >({
      query: () => ({ url: `/kj-sso/account/getPublicKey`, method: "POST" }),
    }),
    legacyLogon: build.mutation<LegacyLogonApiResponse, LegacyLogonApiArg>({
      query: (queryArg) => ({
        url: `/kj-sso/account/logon`,
        method: "POST",
        body: queryArg,
      }),
    }),
    legacyInitPassword: build.mutation<
      LegacyInitPasswordApiResponse,
      LegacyInitPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sso/account/initPwd`,
        method: "POST",
        params: {
          confirmPassword: queryArg.confirmPassword,
          password: queryArg.password,
          tokenUuid: queryArg.tokenUuid,
          userName: queryArg.userName,
        },
      }),
    }),
    doLogin: build.mutation<DoLoginApiResponse, DoLoginApiArg>({
      query: (queryArg) => ({
        url: `/sso-web/opera/doLogin`,
        method: "POST",
        body: queryArg,
      }),
    }),
    resetPassword: build.mutation<
      ResetPasswordApiResponse,
      ResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/sso-web/opera/resetPasswd`,
        method: "POST",
        body: queryArg,
      }),
    }),
    initPassword: build.mutation<InitPasswordApiResponse, InitPasswordApiArg>({
      query: (queryArg) => ({
        url: `/sso-web/opera/initPasswd`,
        method: "POST",
        body: queryArg,
      }),
    }),
    checkLogin: build.mutation<CheckLoginApiResponse, CheckLoginApiArg>({
      query: (queryArg) => ({
        url: `/sso-web/checkLogin`,
        method: "POST",
        body: queryArg,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: (queryArg) => ({
        url: `/sso-web/opera/logout`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getLoginPublicKey: build.mutation<
      GetLoginPublicKeyApiResponse,
      GetLoginPublicKeyApiArg
    >({
      query: (queryArg) => ({
        url: `/sso-web/code/getLoginPublicKey`,
        method: "POST",
        body: queryArg,
      }),
    }),
    forgotPassword: build.mutation<
      ForgotPasswordApiResponse,
      ForgotPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/sso-web/opera/forgetPasswdForDigipo`,
        method: "POST",
        body: queryArg,
      }),
    }),
    sendForgotPasswordCode: build.mutation<
      SendForgotPasswordCodeApiResponse,
      SendForgotPasswordCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/setting/sendForgetPwdCodeForDigipo`,
        method: "GET",
        params: {
          email: queryArg,
        },
      }),
    }),
    sendOtp: build.mutation<SendOtpApiResponse, SendOtpApiArg>({
      query: () => ({ url: `/kj-sys/basecode/sendCode`, method: "POST" }),
    }),
    checkOtp: build.mutation<CheckOtpApiResponse, CheckOtpApiArg>({
      query: (queryArg) => ({
        url: `/kj-sys/basecode/checkCode`,
        method: "POST",
        params: {
          code: queryArg,
        },
      }),
    }),
    isOtpRequired: build.mutation<
      IsOtpRequiredApiResponse,
      IsOtpRequiredApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/kjEnterprise/getIsOTPByType`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getEnterprisesByType: build.query<
      GetEnterprisesByTypeApiResponse,
      GetEnterprisesByTypeApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/kjEnterprise/getEnterpriseByType`,
        method: "POST",
        body: queryArg,
      }),
    }),
    showsCommonMenu: build.query<
      ShowsCommonMenuApiResponse,
      ShowsCommonMenuApiArg
    >({
      query: () => ({
        url: `/kj-sys/user/whetherShowCommonMenu`,
        method: "POST",
      }),
    }),
    isEnterprisePermitted: build.query<
      IsEnterprisePermittedApiResponse,
      IsEnterprisePermittedApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/menu/getEnterpriseMenuList`,
        method: "POST",
        body: queryArg,
      }),
    }),
    validateUserAssociation: build.mutation<
      ValidateUserAssociationApiResponse,
      ValidateUserAssociationApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/user/validateUserAssociation`,
        method: "POST",
        body: queryArg,
      }),
    }),
    editManageUser: build.mutation<
      EditManageUserApiResponse,
      EditManageUserApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/user/editManageUser`,
        method: "POST",
        body: queryArg,
      }),
    }),
    checkEnterpriseInfo: build.mutation<
      CheckEnterpriseInfoApiResponse,
      CheckEnterpriseInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/kjEnterprise/checkInitEnterpriseInfo`,
        method: "POST",
        body: queryArg,
      }),
    }),
    whetherShowNotice: build.query<
      WhetherShowNoticeApiResponse,
      WhetherShowNoticeApiArg
    >({
      query: () => ({ url: `/kj-sys/user/whetherShowNotice`, method: "POST" }),
    }),
    closeNotice: build.mutation<CloseNoticeApiResponse, CloseNoticeApiArg>({
      query: () => ({ url: `/kj-sys/user/notice/close`, method: "POST" }),
    }),
    queryNotificationPage: build.query<
      QueryNotificationPageApiResponse,
      QueryNotificationPageApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/notification/queryNotificationList`,
        method: "POST",
        body: queryArg,
      }),
    }),
    updateHandleStatus: build.mutation<
      UpdateHandleStatusApiResponse,
      UpdateHandleStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/notification/updateHandleStatus`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getNotificationCount: build.query<
      GetNotificationCountApiResponse,
      GetNotificationCountApiArg
    >({
      query: () => ({
        url: `/kj-sys/notification/getNotificationcount`,
        method: "POST",
      }),
    }),
    getPushlistUndeal: build.query<
      GetPushlistUndealApiResponse,
      GetPushlistUndealApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-sys/notification/getPushlistUndeal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getEnrollPublicKey: build.mutation<
      GetEnrollPublicKeyApiResponse,
      GetEnrollPublicKeyApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-web/public/getPublicKey`,
        method: "POST",
        params: {
          channel: queryArg,
        },
      }),
    }),
    setOrganisation: build.mutation<
      SetOrganisationApiResponse,
      SetOrganisationApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-web/sys/setOrgId`,
        method: "GET",
        params: {
          orgId: queryArg,
        },
      }),
    }),
    getCurrentUser: build.query<
      GetCurrentUserApiResponse,
      GetCurrentUserApiArg
    >({
      query: () => ({ url: `/kj-web/sys/getCurSysUser`, method: "POST" }),
    }),
    getEnterpriseMenu: build.query<
      GetEnterpriseMenuApiResponse,
      GetEnterpriseMenuApiArg
    >({
      query: (queryArg) => ({
        url: `/agw-web/sys/getMenuByEnterprise`,
        method: "POST",
        body: queryArg,
      }),
    }),
    listPhoneAreaCodes: build.query<
      ListPhoneAreaCodesApiResponse,
      ListPhoneAreaCodesApiArg
    >({
      query: () => ({ url: `/kj-kyc/country/listPhoneAreaCode` }),
    }),
    listCountries: build.query<ListCountriesApiResponse, ListCountriesApiArg>({
      query: () => ({ url: `/kj-kyc/country/list`, method: "POST" }),
    }),
    sendEnrollCode: build.mutation<
      SendEnrollCodeApiResponse,
      SendEnrollCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/userEnroll/sendVerificationCode`,
        method: "POST",
        body: queryArg,
      }),
    }),
    enroll: build.mutation<EnrollApiResponse, EnrollApiArg>({
      query: (queryArg) => ({
        url: `/kj-kyc/userEnroll/enroll`,
        method: "POST",
        body: queryArg,
      }),
    }),
    listEnterpriseProducts: build.query<
      ListEnterpriseProductsApiResponse,
      ListEnterpriseProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/product/listByEnterpriseIdByClient`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    listProductCentre: build.query<
      ListProductCentreApiResponse,
      ListProductCentreApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/productEnterprise/listProductInfo`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    applyDrawback: build.mutation<
      ApplyDrawbackApiResponse,
      ApplyDrawbackApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/self/registration/applyDrawback`,
        method: "POST",
        body: queryArg,
      }),
    }),
    downloadAuthLetter: build.mutation<
      DownloadAuthLetterApiResponse,
      DownloadAuthLetterApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/downloadAuthLetterByCompanyNameCn`,
        method: "POST",
        params: {
          companyNameCn: queryArg,
        },
      }),
    }),
    getKycEnterprise: build.query<
      GetKycEnterpriseApiResponse,
      GetKycEnterpriseApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/getByEnterpriseIdClient`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    getDrawbackRecord: build.query<
      GetDrawbackRecordApiResponse,
      GetDrawbackRecordApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/self/registration/exportRefundRecordTransition`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    updateExportManager: build.mutation<
      UpdateExportManagerApiResponse,
      UpdateExportManagerApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/updateExportManager`,
        method: "POST",
        body: queryArg,
      }),
    }),
    downloadExportAgreement: build.mutation<
      DownloadExportAgreementApiResponse,
      DownloadExportAgreementApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/downloadExportAgreement`,
        method: "POST",
        params: {
          companyName: queryArg,
        },
      }),
    }),
    getEnterpriseManager: build.query<
      GetEnterpriseManagerApiResponse,
      GetEnterpriseManagerApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterpriseContact/getEnterpriseManager`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    getKycManager: build.query<GetKycManagerApiResponse, GetKycManagerApiArg>({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/getManagerByEnterpriseId`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    validateProductKyc: build.mutation<
      ValidateProductKycApiResponse,
      ValidateProductKycApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/productEnterprise/validateProductKyc`,
        method: "POST",
        body: queryArg,
      }),
    }),
    saveKycEnterprise: build.mutation<
      SaveKycEnterpriseApiResponse,
      SaveKycEnterpriseApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/updateInPortal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    advanceKycEnterprise: build.mutation<
      AdvanceKycEnterpriseApiResponse,
      AdvanceKycEnterpriseApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/handleAfterUpdateInPortal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    saveKycManager: build.mutation<
      SaveKycManagerApiResponse,
      SaveKycManagerApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/updateManagerInPortal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    advanceKycManager: build.mutation<
      AdvanceKycManagerApiResponse,
      AdvanceKycManagerApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/handleAfterUpdateManagerInPortal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getLegalPersons: build.query<
      GetLegalPersonsApiResponse,
      GetLegalPersonsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/listLegalByEnterpriseId`,
        params: {
          enterpriseId: queryArg.enterpriseId,
          containsManager: queryArg.containsManager,
        },
      }),
    }),
    saveLegalPersons: build.mutation<
      SaveLegalPersonsApiResponse,
      SaveLegalPersonsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/updateLegalInPortal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    advanceLegalPersons: build.mutation<
      AdvanceLegalPersonsApiResponse,
      AdvanceLegalPersonsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/handleAfterUpdateLegalInPortal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getBeneficialOwners: build.query<
      GetBeneficialOwnersApiResponse,
      GetBeneficialOwnersApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/listBeneficiaryByEnterpriseId`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    saveBeneficialOwners: build.mutation<
      SaveBeneficialOwnersApiResponse,
      SaveBeneficialOwnersApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/updateBeneficiary`,
        method: "POST",
        body: queryArg,
      }),
    }),
    advanceBeneficialOwners: build.mutation<
      AdvanceBeneficialOwnersApiResponse,
      AdvanceBeneficialOwnersApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/handleAfterUpdateBeneficiaryInPortal`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getBankAccounts: build.query<
      GetBankAccountsApiResponse,
      GetBankAccountsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/listBankAccountByEnterpriseId`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    saveBankAccounts: build.mutation<
      SaveBankAccountsApiResponse,
      SaveBankAccountsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/updateBankAccount`,
        method: "POST",
        body: queryArg,
      }),
    }),
    advanceBankAccounts: build.mutation<
      AdvanceBankAccountsApiResponse,
      AdvanceBankAccountsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/handleAfterUpdateBank`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getBankDictionary: build.query<
      GetBankDictionaryApiResponse,
      GetBankDictionaryApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/bankDict/queryBankCodeDict`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getBankBranches: build.query<
      GetBankBranchesApiResponse,
      GetBankBranchesApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode`,
        method: "POST",
        params: {
          bankCode: queryArg.bankCode,
          cityCode: queryArg.cityCode,
        },
      }),
    }),
    lookUpSwift: build.query<LookUpSwiftApiResponse, LookUpSwiftApiArg>({
      query: (queryArg) => ({
        url: `/kj-kyc/bankInfo/list`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getAuthContract: build.mutation<
      GetAuthContractApiResponse,
      GetAuthContractApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-contract/contractInfo/getAuthContract`,
        method: "POST",
        body: queryArg,
      }),
    }),
    uploadSignedFile: build.mutation<
      UploadSignedFileApiResponse,
      UploadSignedFileApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/enterprise/uploadFile`,
        method: "POST",
        body: queryArg.uploadFileForm,
        params: {
          enterpriseId: queryArg.enterpriseId,
        },
      }),
    }),
    claimAndCompleteTask: build.mutation<
      ClaimAndCompleteTaskApiResponse,
      ClaimAndCompleteTaskApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-wkfl/wkfl/claimAndCompleteTaskByBusId`,
        method: "POST",
        params: {
          busId: queryArg,
        },
      }),
    }),
    getKycFileEnterprise: build.query<
      GetKycFileEnterpriseApiResponse,
      GetKycFileEnterpriseApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/getEnterprise`,
        method: "POST",
        body: queryArg,
      }),
    }),
    saveKycFileEnterprise: build.mutation<
      SaveKycFileEnterpriseApiResponse,
      SaveKycFileEnterpriseApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/saveEnterprise`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getKycFileManager: build.query<
      GetKycFileManagerApiResponse,
      GetKycFileManagerApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/getManager`,
        method: "POST",
        body: queryArg,
      }),
    }),
    saveKycFileManager: build.mutation<
      SaveKycFileManagerApiResponse,
      SaveKycFileManagerApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/saveManager`,
        method: "POST",
        body: queryArg,
      }),
    }),
    stageKycFileManager: build.mutation<
      StageKycFileManagerApiResponse,
      StageKycFileManagerApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/stagedManager`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getKycFileContacts: build.query<
      GetKycFileContactsApiResponse,
      GetKycFileContactsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/getEnterpriseContact`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    saveKycFileContacts: build.mutation<
      SaveKycFileContactsApiResponse,
      SaveKycFileContactsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/saveEnterpriseContact`,
        method: "POST",
        body: queryArg,
      }),
    }),
    stageKycFileContacts: build.mutation<
      StageKycFileContactsApiResponse,
      StageKycFileContactsApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/stagedEnterpriseContact`,
        method: "POST",
        body: queryArg,
      }),
    }),
    submitOpenAccount: build.mutation<
      SubmitOpenAccountApiResponse,
      SubmitOpenAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/submitOpenAccount`,
        method: "POST",
        body: queryArg,
      }),
    }),
    saveTransactionPassword: build.mutation<
      SaveTransactionPasswordApiResponse,
      SaveTransactionPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-kyc/eKyc/saveTransactionPassword`,
        method: "POST",
        body: queryArg,
      }),
    }),
    uploadMediaFile: build.mutation<
      UploadMediaFileApiResponse,
      UploadMediaFileApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-media/media/opera/do/uploadMediaFile`,
        method: "POST",
        body: queryArg.uploadFileForm,
        params: {
          modelCode: queryArg.modelCode,
          catgId: queryArg.catgId,
          busiKey: queryArg.busiKey,
          sysCode: queryArg.sysCode,
        },
      }),
    }),
    uploadMediaFileWithOcr: build.mutation<
      UploadMediaFileWithOcrApiResponse,
      UploadMediaFileWithOcrApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-media/media/opera/do/uploadMediaFileWithOcr`,
        method: "POST",
        body: queryArg.uploadFileForm,
        params: {
          modelCode: queryArg.modelCode,
          catgId: queryArg.catgId,
          busiKey: queryArg.busiKey,
          sysCode: queryArg.sysCode,
        },
      }),
    }),
    deleteMediaFilesOfArea: build.mutation<
      DeleteMediaFilesOfAreaApiResponse,
      DeleteMediaFilesOfAreaApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-media/media/opera/do/deleteFileByCatgId`,
        method: "POST",
        params: {
          modelCode: queryArg.modelCode,
          catgId: queryArg.catgId,
          busiKey: queryArg.busiKey,
          sysCode: queryArg.sysCode,
        },
      }),
    }),
    deleteMediaFile: build.mutation<
      DeleteMediaFileApiResponse,
      DeleteMediaFileApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-media/media/opera/do/deleteFileByFileId`,
        method: "POST",
        params: {
          fileId: queryArg,
        },
      }),
    }),
    renameMediaFile: build.mutation<
      RenameMediaFileApiResponse,
      RenameMediaFileApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-media/media/opera/do/renameFile`,
        method: "POST",
        params: {
          fileId: queryArg.fileId,
          fileRename: queryArg.fileRename,
        },
      }),
    }),
    listMediaFiles: build.query<
      ListMediaFilesApiResponse,
      ListMediaFilesApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-media/media/opera/showFileByCatgIdBusiKey`,
        method: "POST",
        params: {
          catgId: queryArg.catgId,
          busiKey: queryArg.busiKey,
          modelCode: queryArg.modelCode,
          sysCode: queryArg.sysCode,
        },
      }),
    }),
    openMediaFile: build.mutation<
      OpenMediaFileApiResponse,
      OpenMediaFileApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-media/media/opera/downloadFileById`,
        method: "GET",
        params: {
          fileId: queryArg,
        },
      }),
    }),
    getDigipoServiceContract: build.mutation<
      GetDigipoServiceContractApiResponse,
      GetDigipoServiceContractApiArg
    >({
      query: () => ({
        url: `/kj-contract/contractInfo/getDigipoServiceContractClient`,
        method: "POST",
      }),
    }),
    getPlatformServiceContract: build.query<
      GetPlatformServiceContractApiResponse,
      GetPlatformServiceContractApiArg
    >({
      query: () => ({
        url: `/kj-contract/contractInfo/getPlatformServiceContractClient`,
        method: "POST",
      }),
    }),
    signContract: build.mutation<SignContractApiResponse, SignContractApiArg>({
      query: (queryArg) => ({
        url: `/kj-contract/contractInfo/signContract`,
        method: "POST",
        params: {
          id: queryArg,
        },
      }),
    }),
    signDigipoContract: build.mutation<
      SignDigipoContractApiResponse,
      SignDigipoContractApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-contract/contractInfo/signDigipoContract`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getCfcaContract: build.query<
      GetCfcaContractApiResponse,
      GetCfcaContractApiArg
    >({
      query: () => ({
        url: `/kj-contract/contractInfo/getCfcaContractClient`,
        method: "POST",
      }),
    }),
    createContractFile: build.mutation<
      CreateContractFileApiResponse,
      CreateContractFileApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-contract/contractInfo/createContractFile`,
        method: "POST",
        params: {
          id: queryArg,
        },
      }),
    }),
    downloadContractFile: build.mutation<
      DownloadContractFileApiResponse,
      DownloadContractFileApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-contract/contractInfo/downloadContractFile`,
        method: "POST",
        params: {
          id: queryArg,
        },
      }),
    }),
    getRemainingCloseTime: build.query<
      GetRemainingCloseTimeApiResponse,
      GetRemainingCloseTimeApiArg
    >({
      query: () => ({
        url: `/kj-idd/marketSetting/getRemainingCloseTime`,
        method: "POST",
      }),
    }),
    getPlatformAgreementToSign: build.mutation<
      GetPlatformAgreementToSignApiResponse,
      GetPlatformAgreementToSignApiArg
    >({
      query: () => ({
        url: `/kj-idd/home/queryPlatformAgreementSignStatus`,
        method: "POST",
      }),
    }),
    signPlatformAgreement: build.mutation<
      SignPlatformAgreementApiResponse,
      SignPlatformAgreementApiArg
    >({
      query: () => ({
        url: `/kj-idd/home/signPlatformAgreement`,
        method: "POST",
      }),
    }),
    getProductRedirect: build.mutation<
      GetProductRedirectApiResponse,
      GetProductRedirectApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-official/potentialCust/redirect`,
        method: "GET",
        params: {
          productType: queryArg.productType,
          scenario: queryArg.scenario,
        },
      }),
    }),
    getTokenByEnterpriseId: build.query<
      GetTokenByEnterpriseIdApiResponse,
      GetTokenByEnterpriseIdApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-bigdata/clientAuthInfo/getTokenByEnterpriseId`,
        params: {
          enterpriseId: queryArg,
        },
      }),
    }),
    getCorpInfo: build.query<GetCorpInfoApiResponse, GetCorpInfoApiArg>({
      query: (queryArg) => ({
        url: `/kj-bigdata/preApproval/getCorpInfo`,
        method: "POST",
        body: queryArg,
      }),
    }),
    updateCorpInfo: build.mutation<
      UpdateCorpInfoApiResponse,
      UpdateCorpInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-bigdata/preApproval/updateByEnterpriseId`,
        method: "POST",
        body: queryArg,
      }),
    }),
    batchUpload: build.mutation<BatchUploadApiResponse, BatchUploadApiArg>({
      query: (queryArg) => ({
        url: `/kj-bigdata/preApproval/batchUpload`,
        method: "POST",
        body: queryArg,
      }),
    }),
    bindEnterpriseAccess: build.mutation<
      BindEnterpriseAccessApiResponse,
      BindEnterpriseAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-bigdata/enterpriseAccess/bindEnterpriseAccess`,
        method: "POST",
        body: queryArg,
      }),
    }),
    queryAccessStatus: build.query<
      QueryAccessStatusApiResponse,
      QueryAccessStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-bigdata/enterpriseAccess/queryAccessStatus`,
        method: "POST",
        body: queryArg,
      }),
    }),
    listMarketplaceRegion: build.query<
      ListMarketplaceRegionApiResponse,
      ListMarketplaceRegionApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-bigdata/enterpriseAccess/listMarketplaceRegion`,
        method: "POST",
        body: queryArg,
      }),
    }),
    pageAuthorizedStores: build.query<
      PageAuthorizedStoresApiResponse,
      PageAuthorizedStoresApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-bigdata/enterpriseAccess/pageAuthorizedStores`,
        method: "POST",
        body: queryArg,
      }),
    }),
    queryEnumList: build.query<QueryEnumListApiResponse, QueryEnumListApiArg>({
      query: (queryArg) => ({
        url: `/kj-tools/enumType/queryList`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getWebsiteUrl: build.query<GetWebsiteUrlApiResponse, GetWebsiteUrlApiArg>({
      query: (queryArg) => ({
        url: `/kj-tools/configuration/getWebsiteUrl`,
        method: "POST",
        body: queryArg,
      }),
    }),
    getDownloadTaskPage: build.query<
      GetDownloadTaskPageApiResponse,
      GetDownloadTaskPageApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks`,
        method: "POST",
        body: queryArg,
      }),
    }),
    markDownloaded: build.mutation<
      MarkDownloadedApiResponse,
      MarkDownloadedApiArg
    >({
      query: (queryArg) => ({
        url: `/kj-tools/kjLedgerDownloadInfo/markDownloaded`,
        method: "POST",
        body: queryArg,
      }),
    }),
    listMediaTreePackages: build.query<
      ListMediaTreePackagesApiResponse,
      ListMediaTreePackagesApiArg
    >({
      query: () => ({ url: `/tools-web/mediaTreePakage/list`, method: "POST" }),
    }),
    downloadTaskFile: build.mutation<
      DownloadTaskFileApiResponse,
      DownloadTaskFileApiArg
    >({
      query: (queryArg) => ({
        url: `/tools-web/mediaTreePakage/mediaTreeDownload`,
        method: "GET",
        params: {
          id: queryArg,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetWebsiteConfigurationApiResponse =
  /** status 200 Branding values keyed by setting name. */ WebsiteSettingsEnvelope;
export type GetWebsiteConfigurationApiArg = WebsiteSettingNames;
export type GetDictionariesApiResponse =
  /** status 200 Dictionaries keyed by dictionary code; each value is a JSON string of items. */ DictListEnvelope;
export type GetDictionariesApiArg = void;
export type GetLegacyPublicKeyApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The public key. */
    data?: string | null;
  };
export type GetLegacyPublicKeyApiArg = void;
export type LegacyLogonApiResponse =
  /** status 200 The envelope; data as described. */ LoginResultEnvelope;
export type LegacyLogonApiArg = {
  userName: string;
  password: EncryptedPassword;
  picCheckCode: string;
};
export type LegacyInitPasswordApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type LegacyInitPasswordApiArg = {
  confirmPassword: EncryptedPassword;
  password: EncryptedPassword;
  tokenUuid: string;
  userName: string;
};
export type DoLoginApiResponse =
  /** status 200 The envelope; data as described. */ LoginResultEnvelope;
export type DoLoginApiArg = {
  loginName: string;
  password: EncryptedPassword;
  imgCode: string;
  encrypt?: true;
  sysChannel: SysChannel;
  ifRemember?: boolean;
};
export type ResetPasswordApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type ResetPasswordApiArg = {
  loginName: string;
  password: EncryptedPassword;
  confirmPassword?: EncryptedPassword;
  /** The old password, encrypted. */
  orcPassword?: string;
  sysChannel: SysChannel;
  encrypt?: boolean;
};
export type InitPasswordApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type InitPasswordApiArg = {
  loginName: string;
  /** The password typed at login, encrypted like password. */
  invitationCode?: EncryptedPassword;
  password: EncryptedPassword;
  confirmPassword: EncryptedPassword;
  sysChannel: SysChannel;
};
export type CheckLoginApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** authCode. */
    data?: string | null;
  };
export type CheckLoginApiArg = {
  sysChannel?: SysChannel;
};
export type LogoutApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type LogoutApiArg = {
  sysChannel?: SysChannel;
};
export type GetLoginPublicKeyApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The answer shape is not shown; data is assumed to be the key text as for /kj-sso/account/getPublicKey (the base64 body of the X.509 public key, without PEM header lines). */
    data?: string | null;
  };
export type GetLoginPublicKeyApiArg = {
  loginName: string;
  sysChannel: SysChannel;
};
export type ForgotPasswordApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type ForgotPasswordApiArg = {
  /** The e-mail address. */
  loginName: string;
  password: EncryptedPassword;
  confirmPassword?: EncryptedPassword;
  /** The e-mailed code. */
  phoneCode: string;
  sysChannel: SysChannel;
  encrypt?: boolean;
};
export type SendForgotPasswordCodeApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SendForgotPasswordCodeApiArg = string;
export type SendOtpApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SendOtpApiArg = void;
export type CheckOtpApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: boolean | null;
  };
export type CheckOtpApiArg = string;
export type IsOtpRequiredApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: boolean | null;
  };
export type IsOtpRequiredApiArg = ProductTypeListRequest;
export type GetEnterprisesByTypeApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: EnterpriseListItem[] | null;
  };
export type GetEnterprisesByTypeApiArg = ProductTypeListRequest;
export type ShowsCommonMenuApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The answer is not shown; a flag is assumed from the name. */
    data?: boolean | null;
  };
export type ShowsCommonMenuApiArg = void;
export type IsEnterprisePermittedApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: MenuNode[] | null;
  };
export type IsEnterprisePermittedApiArg = EnterpriseIdBody;
export type ValidateUserAssociationApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The answer data is not shown; a flag is assumed: true when the details are the signed-in user's (names, e-mail case-insensitively, telephone), false when any differs. */
    data?: boolean | null;
  };
export type ValidateUserAssociationApiArg = UserAssociationCheck;
export type EditManageUserApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type EditManageUserApiArg = ManageUserUpdate;
export type CheckEnterpriseInfoApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The answer data is not shown; the code decides, data is a flag. */
    data?: boolean | null;
  };
export type CheckEnterpriseInfoApiArg = EnterpriseInfoCheck;
export type WhetherShowNoticeApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: (boolean | TopNotice) | null;
  };
export type WhetherShowNoticeApiArg = void;
export type CloseNoticeApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type CloseNoticeApiArg = void;
export type QueryNotificationPageApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: NotificationPage | null;
  };
export type QueryNotificationPageApiArg = NotificationQuery;
export type UpdateHandleStatusApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type UpdateHandleStatusApiArg = UpdateHandleStatusPayload;
export type GetNotificationCountApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The counts under notificationCount. */
    data?: {
      notificationCount?: NotificationCount | null;
    } | null;
  };
export type GetNotificationCountApiArg = void;
export type GetPushlistUndealApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: Notification[] | null;
  };
export type GetPushlistUndealApiArg = {
  enterpriseId: Id;
  userId: Id;
};
export type GetEnrollPublicKeyApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: PublicKeyWithSerial | null;
  };
export type GetEnrollPublicKeyApiArg = "account";
export type SetOrganisationApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SetOrganisationApiArg = Id;
export type GetCurrentUserApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: CurrentUser | null;
  };
export type GetCurrentUserApiArg = void;
export type GetEnterpriseMenuApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: MenuNode[] | null;
  };
export type GetEnterpriseMenuApiArg = {
  sysChannel: SysChannel;
  enterpriseId: Id;
  /** The signed-in user's login name; left out when the portal does not know it. */
  loginName?: string;
};
export type ListPhoneAreaCodesApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: PhoneAreaCode[] | null;
  };
export type ListPhoneAreaCodesApiArg = void;
export type ListCountriesApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: Country[] | null;
  };
export type ListCountriesApiArg = void;
export type SendEnrollCodeApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SendEnrollCodeApiArg = {
  email: string;
};
export type EnrollApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type EnrollApiArg = RegistrationPayload;
export type ListEnterpriseProductsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: ProductStatusEntry[] | null;
  };
export type ListEnterpriseProductsApiArg =
  | /** Not shown; the organisation context identifies the enterprise, the id is sent when known. */ Id
  | undefined;
export type ListProductCentreApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: ProductCentreEntry[] | null;
  };
export type ListProductCentreApiArg = /** Enterprise id. */ Id;
export type ApplyDrawbackApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type ApplyDrawbackApiArg = DrawbackForm;
export type DownloadAuthLetterApiResponse =
  /** status 200 The file; a JSON envelope instead when the download fails. */ BinaryFile;
export type DownloadAuthLetterApiArg = string;
export type GetKycEnterpriseApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: EnterpriseKyc | null;
  };
export type GetKycEnterpriseApiArg = /** The parameter name is not shown. */ Id;
export type GetDrawbackRecordApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: DrawbackForm | null;
  };
export type GetDrawbackRecordApiArg = /** Enterprise id. */ Id;
export type UpdateExportManagerApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type UpdateExportManagerApiArg = ExportManagerUpdate;
export type DownloadExportAgreementApiResponse =
  /** status 200 The file; a JSON envelope instead when the download fails. */ BinaryFile;
export type DownloadExportAgreementApiArg = string;
export type GetEnterpriseManagerApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: EnterpriseManager | null;
  };
export type GetEnterpriseManagerApiArg = /** Enterprise id. */ Id;
export type GetKycManagerApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: Manager | null;
  };
export type GetKycManagerApiArg = /** Enterprise id. */ Id;
export type ValidateProductKycApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: boolean | null;
  };
export type ValidateProductKycApiArg = {
  enterpriseId: Id;
  productType: ProductType;
};
export type SaveKycEnterpriseApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SaveKycEnterpriseApiArg = EnterpriseKyc;
export type AdvanceKycEnterpriseApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type AdvanceKycEnterpriseApiArg = EnterpriseKyc;
export type SaveKycManagerApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SaveKycManagerApiArg = Manager;
export type AdvanceKycManagerApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type AdvanceKycManagerApiArg = Manager;
export type GetLegalPersonsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: LegalPerson[] | null;
  };
export type GetLegalPersonsApiArg = {
  /** Enterprise id. */
  enterpriseId: Id;
  containsManager?: boolean;
};
export type SaveLegalPersonsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SaveLegalPersonsApiArg = LegalPerson[];
export type AdvanceLegalPersonsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type AdvanceLegalPersonsApiArg = LegalPerson[];
export type GetBeneficialOwnersApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: BeneficialOwner[] | null;
  };
export type GetBeneficialOwnersApiArg = /** Enterprise id. */ Id;
export type SaveBeneficialOwnersApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SaveBeneficialOwnersApiArg = BeneficialOwner[];
export type AdvanceBeneficialOwnersApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type AdvanceBeneficialOwnersApiArg = BeneficialOwner[];
export type GetBankAccountsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: BankAccount[] | null;
  };
export type GetBankAccountsApiArg = /** Enterprise id. */ Id;
export type SaveBankAccountsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SaveBankAccountsApiArg = BankAccount[];
export type AdvanceBankAccountsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type AdvanceBankAccountsApiArg = BankAccount[];
export type GetBankDictionaryApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: BankDictItem[] | null;
  };
export type GetBankDictionaryApiArg = {};
export type GetBankBranchesApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: BankBranch[] | null;
  };
export type GetBankBranchesApiArg = {
  bankCode: string;
  cityCode: string;
};
export type LookUpSwiftApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: SwiftBankInfo[] | null;
  };
export type LookUpSwiftApiArg = {
  swiftCode: string;
};
export type GetAuthContractApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The contract id. */
    data?: string | null;
  };
export type GetAuthContractApiArg = {
  enterpriseId?: Id;
};
export type UploadSignedFileApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: UploadedFile | null;
  };
export type UploadSignedFileApiArg = {
  /** Enterprise id. */
  enterpriseId: Id;
  uploadFileForm: UploadFileForm;
};
export type ClaimAndCompleteTaskApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type ClaimAndCompleteTaskApiArg =
  /** The enterprise id; the parameter name is assumed from the path. */ Id;
export type GetKycFileEnterpriseApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: EnterpriseKyc | null;
  };
export type GetKycFileEnterpriseApiArg = EnterpriseIdBody;
export type SaveKycFileEnterpriseApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** saveEnterprise returns location (001 §7). */
    data?: {
      /** TERRITORY means mainland. */
      location?: string | null;
    } | null;
  };
export type SaveKycFileEnterpriseApiArg = EnterpriseKyc;
export type GetKycFileManagerApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: Manager | null;
  };
export type GetKycFileManagerApiArg = EnterpriseIdBody;
export type SaveKycFileManagerApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SaveKycFileManagerApiArg = Manager;
export type StageKycFileManagerApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type StageKycFileManagerApiArg = StagedManagerPayload;
export type GetKycFileContactsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: EnterpriseContactBundle | null;
  };
export type GetKycFileContactsApiArg = /** Enterprise id. */ Id;
export type SaveKycFileContactsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SaveKycFileContactsApiArg = EnterpriseContactBundle;
export type StageKycFileContactsApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type StageKycFileContactsApiArg = EnterpriseContactBundle;
export type SubmitOpenAccountApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SubmitOpenAccountApiArg = {
  enterpriseId: Id;
  /** Whether the service agreement is ticked; a TERRITORY enterprise must send Y (000 "Open-account form"). */
  serviceAgreement?: "Y" | "N";
  /** Business key of the open-account form's upload (limit 1). */
  mediaId?: string | null;
};
export type SaveTransactionPasswordApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SaveTransactionPasswordApiArg = {
  enterpriseId: Id;
  password: EncryptedPassword;
  confirmPassword: EncryptedPassword;
  /** true, as with every encrypted password (resetPasswd, initPasswd). */
  encrypt?: boolean;
};
export type UploadMediaFileApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: UploadedFile | null;
  };
export type UploadMediaFileApiArg = {
  /** Media model code. */
  modelCode: string;
  /** Document category. */
  catgId: string;
  /** Business key, usually the enterprise id. */
  busiKey: string;
  /** Fixed system code. */
  sysCode: "KJ_SYSTEM";
  uploadFileForm: UploadFileForm;
};
export type UploadMediaFileWithOcrApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: OcrUploadResult | null;
  };
export type UploadMediaFileWithOcrApiArg = {
  /** Media model code. */
  modelCode: string;
  /** Document category. */
  catgId: string;
  /** Business key, usually the enterprise id. */
  busiKey: string;
  /** Fixed system code. */
  sysCode: "KJ_SYSTEM";
  uploadFileForm: UploadFileForm;
};
export type DeleteMediaFilesOfAreaApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type DeleteMediaFilesOfAreaApiArg = {
  /** Media model code. */
  modelCode: string;
  /** Document category. */
  catgId: string;
  /** Business key, usually the enterprise id. */
  busiKey: string;
  /** Fixed system code. */
  sysCode: "KJ_SYSTEM";
};
export type DeleteMediaFileApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type DeleteMediaFileApiArg = Id;
export type RenameMediaFileApiResponse =
  /** status 200 The envelope; data is the renamed file. */ Envelope & {
    data?: UploadedFile | null;
  };
export type RenameMediaFileApiArg = {
  fileId: Id;
  /** The new name, its extension included. */
  fileRename: string;
};
export type ListMediaFilesApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: UploadedFile[] | null;
  };
export type ListMediaFilesApiArg = {
  /** Document category; omitted for all categories. */
  catgId?: string;
  /** Business key, usually the enterprise id. */
  busiKey: string;
  modelCode?: string;
  sysCode?: "KJ_SYSTEM";
};
export type OpenMediaFileApiResponse =
  /** status 200 The file with its own media type (pdf, jpg, jpeg, png or bmp as uploaded); a JSON envelope instead when the file is not there. */ BinaryFile;
export type OpenMediaFileApiArg = Id;
export type GetDigipoServiceContractApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: Contract | null;
  };
export type GetDigipoServiceContractApiArg = void;
export type GetPlatformServiceContractApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** Assumed: the platform service contract of the enterprise chosen with setOrgId, whatever its status (WAIT_SIGN until signed), as a Contract (000 §3); null when it has none. The specification shows only contractStatus. */
    data?: Contract | null;
  };
export type GetPlatformServiceContractApiArg = void;
export type SignContractApiResponse =
  /** status 200 The envelope; the portal reads only the code. */ Envelope;
export type SignContractApiArg = /** Record id. */ Id;
export type SignDigipoContractApiResponse =
  /** status 200 The envelope; the portal reads only the code. */ Envelope;
export type SignDigipoContractApiArg = {
  /** The contract's contractType as getDigipoServiceContractClient answers it (the contract screen's query contractTypeDz). */
  contractType: string;
};
export type GetCfcaContractApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** Assumed: the CA-certified contract of the enterprise chosen with setOrgId while it waits to be signed, as a Contract (000 §3); null when none applies. The contract screen shows its CA checkbox when data is not null (000 §2). */
    data?: Contract | null;
  };
export type GetCfcaContractApiArg = void;
export type CreateContractFileApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The file path. */
    data?: string | null;
  };
export type CreateContractFileApiArg = /** Record id. */ Id;
export type DownloadContractFileApiResponse =
  /** status 200 The file; a JSON envelope instead when the download fails. */ BinaryFile;
export type DownloadContractFileApiArg = /** Record id. */ Id;
export type GetRemainingCloseTimeApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** Milliseconds; null when the countdown is not enabled (assumed). */
    data?: number | null;
  };
export type GetRemainingCloseTimeApiArg = void;
export type GetPlatformAgreementToSignApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The PDF url; empty or null when nothing is to be signed. */
    data?: string | null;
  };
export type GetPlatformAgreementToSignApiArg = void;
export type SignPlatformAgreementApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type SignPlatformAgreementApiArg = void;
export type GetProductRedirectApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The answer is not shown; data is the url to go to, empty for none. */
    data?: string | null;
  };
export type GetProductRedirectApiArg = {
  productType: string;
  scenario: string;
};
export type GetTokenByEnterpriseIdApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** The token (stored locally and in a cookie). */
    data?: string | null;
  };
export type GetTokenByEnterpriseIdApiArg = /** Enterprise id. */ Id;
export type GetCorpInfoApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: CorpInfo | null;
  };
export type GetCorpInfoApiArg = {
  enterpriseId: Id;
};
export type UpdateCorpInfoApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type UpdateCorpInfoApiArg = {
  enterpriseId: Id;
  /** A MonthlySalesEnum code. */
  monthlySales: string;
  /** A BusinessScopeEnum code. */
  businessScope: string;
};
export type BatchUploadApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type BatchUploadApiArg = {
  /** csv, xlsx or xls, at most 10 MB each, not empty, content matching the extension; 1 to 10 per call. */
  files: Blob[];
  /** The store's clientName (empty when it has none). */
  clientName: string;
  /** The store's docType, settlement_offline when it has none. */
  docType: string;
  /** The store's programName (empty when it has none). */
  programName: string;
  /** A fresh UUID per submit. */
  requestId: string;
  /** The store's storeName. */
  sellerId: string;
  /** The store's area (empty for a store without one). */
  marketplace: string;
};
export type BindEnterpriseAccessApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: AccessBinding | null;
  };
export type BindEnterpriseAccessApiArg = {
  type: "amazon" | "jdvc" | "Others";
  /** The marketplace code; sent for amazon only. */
  marketplace?: string;
  source: "SELF_REGISTRATION";
};
export type QueryAccessStatusApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: AccessStatus | null;
  };
export type QueryAccessStatusApiArg = {
  sceneState: string;
};
export type ListMarketplaceRegionApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: MarketplaceRegion[] | null;
  };
export type ListMarketplaceRegionApiArg = {
  sceneType: "AMAZON";
};
export type PageAuthorizedStoresApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: AuthorizedStorePage | null;
  };
export type PageAuthorizedStoresApiArg = {
  current: number;
  size: number;
};
export type QueryEnumListApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: EnumItem[] | null;
  };
export type QueryEnumListApiArg = {
  enumType: "MonthlySalesEnum" | "BusinessScopeEnum";
};
export type GetWebsiteUrlApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    /** Key to url. */
    data?:
      | {
          [key: string]: string | null;
        }
      | {
          [key: string]: string | null;
        };
  };
export type GetWebsiteUrlApiArg = string[];
export type GetDownloadTaskPageApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: DownloadTaskPage | null;
  };
export type GetDownloadTaskPageApiArg = PageQuery;
export type MarkDownloadedApiResponse =
  /** status 200 The envelope; data as described. */ Envelope;
export type MarkDownloadedApiArg = {
  id?: Id;
  markAllDownloaded?: boolean;
};
export type ListMediaTreePackagesApiResponse =
  /** status 200 The envelope; data as described. */ Envelope & {
    data?: MediaTreePackage[] | null;
  };
export type ListMediaTreePackagesApiArg = void;
export type DownloadTaskFileApiResponse =
  /** status 200 The file; a JSON envelope instead when the download fails. */ BinaryFile;
export type DownloadTaskFileApiArg = /** Record id. */ Id;
export type Envelope = {
  /** Result code (or `httpCode`, which some services send instead). "200" is success; any other
    value is a failure. The set of codes is open: a code not listed here is a failure whose
    message the portal shows as an error toast (or in the calling screen, for calls that
    handle their errors), 000 §8. Codes the portal treats specially (000 §4, §8):
    
    - `200`: success.
    - `01100`, `10900`: the session has expired; the "Login Again" alert (at most once in 5 s)
      leads to /login, keeping the target on the pending-task and transaction-details routes.
    - `830005`: go to /login at once and show the message.
    - `30903` (doLogin): the password must be reset; the reset form opens and uses resetPasswd.
    - `503`, or a failure without a message (login and account calls): "Service is temporarily
      unavailable. Please try again later."
    
    A successful doLogin may carry `switchCode` `30900`: the password must be initialised
    (initPasswd). The mock's own failure codes (30001–30017, 400) are listed in mocks/README.md.
     */
  code: string;
  /** Alternative code field some services send. */
  httpCode?: string;
  msg?: string | null;
  message?: string | null;
};
export type WebsiteSettings = {
  [key: string]: string | null;
};
export type WebsiteSettingsEnvelope = Envelope & {
  data: WebsiteSettings;
};
export type WebsiteSettingName =
  "is.branded.version" | "logo.url" | "record.message" | "background.url";
export type WebsiteSettingNames = WebsiteSettingName[];
export type DictList = {
  [key: string]: string;
};
export type DictListEnvelope = Envelope & {
  data: DictList;
};
export type Id = string;
export type LoginUser = {
  id?: Id | null;
  loginName?: string | null;
  name?: string | null;
  email?: string | null;
};
export type LoginResult = {
  /** Login result code (also in the envelope). */
  code?: string | null;
  /** 30900 means the password must be initialised. */
  switchCode?: string | null;
  /** Token used by the old initPwd call. */
  tokenUuid?: string | null;
  sessionId?: string | null;
  user?: LoginUser | null;
};
export type LoginResultEnvelope = Envelope & {
  /** 30900: initialise the password. */
  switchCode?: string | null;
  tokenUuid?: string | null;
  sessionId?: string | null;
  user?: LoginUser | null;
  data?: LoginResult | null;
};
export type EncryptedPassword = string;
export type SysChannel = "kj_my_pc" | "kj_my";
export type ProductType =
  | "IDD"
  | "DOC_EXCHANGE"
  | "PURCHASE_PAYMENT"
  | "E_FINANCE"
  | "MARKET"
  | "DIGIPO"
  | "EXPORT_DRAWBACK_PROD"
  | "EXPORT_DRAWBACK_TRADE"
  | "DEFAULT_PRODUCT"
  | "ACCOUNT";
export type ProductTypeListRequest =
  | {
      productType: ProductType[];
    }
  | ProductType[];
export type DictJson = string | null;
export type EnterpriseListItem = {
  /** The list row's own id; the portal does not use it (it may be missing or repeat). */
  id?: Id | null;
  /** Required and never null: the portal chooses the enterprise by it (setOrganisation orgId, the session's enterpriseId, every enterprise-scoped call, 000 §4). The specification lists the field without saying whether it may be missing. Uniqueness within a list is not assumed (the portal keys its lists by position). */
  enterpriseId: Id;
  companyIdentCode?: string | null;
  companyName?: string | null;
  companyNameCn?: string | null;
  /** Enterprise status dictionary JSON; dictParam INIT, BACK, SUBMIT, REJECT or ENDURANCE. */
  status?: DictJson;
  /** Product type dictionary JSON; dictParam one of the ProductType codes. */
  productType?: DictJson;
  /** FUND is the only value the specification shows. */
  enterpriseRole?: string | null;
  mediaId?: string | null;
  locationName?: string | null;
  /** Route to open after choosing the enterprise. */
  toPage?: string | null;
  /** Jump flag; its values are not shown. */
  jumpFlag?: string | boolean | null;
};
export type SysSource = {
  id?: Id | null;
  sourceCode?: string | null;
  sourceName?: string | null;
  sourceUrl?: string | null;
};
export type MenuNode = {
  id?: Id | null;
  parentId?: Id | null;
  menuCode?: string | null;
  menuName?: string | null;
  menuEnName?: string | null;
  /** Alias of menuName. */
  name?: string | null;
  /** Alias of menuEnName. */
  nameEn?: string | null;
  url?: string | null;
  /** Alias of url. */
  menuUrl?: string | null;
  icon?: string | null;
  menuProductType?: string | null;
  projectCode?: string | null;
  appCode?: string | null;
  appVersion?: string | null;
  /** Button permissions. */
  sysSourceList?: (SysSource | string)[] | null;
  /** Sub-menus, up to 4 levels. */
  children?: MenuNode[] | null;
  orderNo?: number | string | null;
  sysChannel?: string | null;
};
export type EnterpriseIdBody =
  | {
      enterpriseId: Id;
    }
  | Id;
export type UserAssociationCheck = {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
};
export type ManageUserUpdate = {
  id?: Id;
  userId?: Id;
  sysUserId?: Id;
  identType?: "CREDENTIALS_ID";
  /** Letters and digits; up to 50, as a KYC authorised person's (a passport's) may be (001 §8); the drawback's is at most 20. */
  identNo?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  telephone?: string;
};
export type DrawbackProductType =
  "EXPORT_DRAWBACK_PROD" | "EXPORT_DRAWBACK_TRADE";
export type EnterpriseInfoCheck = {
  enterpriseId: Id;
  companyName: string;
  companyIdentCode: string;
  productType: DrawbackProductType;
};
export type TopNotice = {
  show?: boolean | null;
  content?: string | null;
  contentEn?: string | null;
};
export type Notification = {
  id?: Id | null;
  title?: string | null;
  titleCn?: string | null;
  content?: string | null;
  contentCn?: string | null;
  /** 1 is the highest; up to 2 priority-1 items are pushed as toasts. */
  priority?: number | null;
  /** YYYY-MM-DD HH:mm:ss */
  createTime?: string | null;
  /** UNREAD or READ. */
  readStatus?: string | null;
  /** TO_DO or DONE. */
  handleStatus?: string | null;
  /** 1 message, 2 to-do. */
  msgType?: number | string | null;
};
export type NotificationPage = {
  records?: Notification[] | null;
  pages?: number | null;
  total?: number | null;
  current?: number | null;
  size?: number | null;
};
export type NotificationQuery = {
  current: number;
  size: 10;
  queryCondition?: {
    title?: string;
    msgType?: 1 | 2;
  };
};
export type UpdateHandleStatusPayload = {
  id?: Id | null;
  /** 1 read, 2 all read (id null), 3 done. */
  updType: 1 | 2 | 3;
};
export type NotificationCount = {
  totalCount?: number | null;
  unReadCount?: number | null;
  unHandleCount?: number | null;
};
export type PublicKeyWithSerial = {
  /** RSA public key, the base64 body of the X.509 SubjectPublicKeyInfo without PEM header lines (a PEM is accepted by the portal too). */
  publicKey?: string;
  /** Key serial, sent back with the registration. */
  serialNo?: string;
};
export type CurrentUser = {
  id?: Id | null;
  /** Assumed: the sign-in name, so that a tab opened by single sign-on (which has no curLoginName yet) can send it with the menu call (000 §7). */
  loginName?: string | null;
  name?: string | null;
  /** Assumed: the account's given name, as editManageUser sets it (000 §3), so that the portal can show the name in the order of its language; null when the account has only name. */
  firstName?: string | null;
  /** Assumed: the account's family name, as editManageUser sets it (000 §3); null when the account has only name. */
  lastName?: string | null;
  email?: string | null;
};
export type PhoneAreaCode = {
  countryCode?: string | null;
  /** Dialling code, e.g. 86. */
  phoneCode?: string | null;
  chineseName?: string | null;
  englishName?: string | null;
};
export type Country = {
  id?: Id | null;
  /** ISO alpha-3 code, e.g. CHN, HKG. */
  countryCode?: string | null;
  countryName?: string | null;
  countryNameEng?: string | null;
};
export type RegistrationPayload = {
  /** Contact name */
  name: string;
  email: string;
  /** Digits only */
  telephone?: string;
  companyName: string;
  /** The e-mailed code. */
  verificationCode: string;
  /** serialNo returned with the public key. */
  serialNo: string;
  channelId?: string;
  phoneAreaCode?: string;
  password: EncryptedPassword;
  productType: "DEFAULT_PRODUCT";
  ssoConstants: "kj_my_pc";
};
export type ProductStatusEntry = {
  /** Product type dictionary JSON. */
  productType?: DictJson;
  /** Dictionary JSON; dictParam NOT_APPROVED, UNDER_REVIEW, ACTIVATED or FAILED. */
  productStatus?: DictJson;
  /** Dictionary JSON; dictParam INIT, BACK, SUBMIT, REJECT or ENDURANCE. */
  enterpriseStatus?: DictJson;
  msg?: string | null;
};
export type ProductCentreEntry = ProductStatusEntry & {
  menuCode?: string | null;
  productName?: string | null;
  productNameEn?: string | null;
  productDesc?: string | null;
  productDescEn?: string | null;
  orderNo?: number | null;
};
export type DrawbackForm = {
  managerLastName: string;
  /** Spelt this way by the service. */
  mangerFirstName: string;
  managerEmail: string;
  managerPhone: string;
  managerIdentNo: string;
  companyName: string;
  /** Unified social credit code. */
  companyIdentCode: string;
  productType: DrawbackProductType;
  enterpriseId: Id;
  /** From the manager's remark field. */
  channelId: string;
};
export type BinaryFile = string;
export type EnterpriseKyc = {
  id?: Id | null;
  /** English company name, max 140. */
  companyName?: string | null;
  /** Chinese company name, max 200. */
  companyNameCn?: string | null;
  registeredArea?: string | null;
  registeredAreaCode?: string | null;
  registeredProvince?: string | null;
  registeredProvinceCode?: string | null;
  registeredCity?: string | null;
  registeredCityCode?: string | null;
  registeredAreaAll?: string | null;
  /** Registered address, max 180. */
  registeredDetail?: string | null;
  manageCountry?: string | null;
  manageCountryCode?: string | null;
  /** Operating address, max 180. */
  manageDetail?: string | null;
  manageDetailIsRegisteredDetail?: ("Y" | "N" | null) | ("Y" | "N" | null);
  companyType?:
    | ("GENERAL_TAXPAYER" | "SMALL_SCALE" | null)
    | ("GENERAL_TAXPAYER" | "SMALL_SCALE" | null);
  companyIdentType?: string | null;
  /** Registration code: 18 for CHN, at least 8 for HKG, up to 50 otherwise. */
  companyIdentCode?: string | null;
  /** YYYY-MM-DD */
  companyIdentStartTime?: string | null;
  /** YYYY-MM-DD; 9999-12-31 when perennial. */
  companyIdentExpirationTime?: string | null;
  expirationPerennial?: ("Y" | "N" | null) | ("Y" | "N" | null);
  certIssueCode?: string | null;
  mediaId?: string | null;
  /** Plain status or dictionary JSON; BACK means returned, SUBMIT read-only. */
  status?: string | null;
  auditComment?: string | null;
  /** TERRITORY means mainland. */
  location?: string | null;
  enterpriseRole?: string | null;
  productType?: string | null;
};
export type ExportManagerUpdate = {
  enterpriseId: Id;
  /** The manager's id (getEnterpriseManager); null before the manager was ever saved. */
  id?: Id | null;
  sysUserId?: Id | null;
  identType: "CREDENTIALS_ID";
  /** Letters and digits; up to 50, as a KYC authorised person's (a passport's) may be (001 §8); the drawback's is at most 20. */
  identNo: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};
export type EnterpriseManager = {
  id?: Id | null;
  phone?: string | null;
  email?: string | null;
  /** Holds the channelId used by the drawback application. */
  remark?: string | null;
};
export type Manager = {
  id?: Id | null;
  enterpriseId?: Id | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Full name, older forms. */
  name?: string | null;
  /** Position(s); older forms send a string. */
  job?: string | string[] | null;
  /** Positions; NONE is exclusive. */
  position?: string[] | null;
  email?: string | null;
  phone?: string | null;
  phoneAreaCode?: string | null;
  identType?: string | null;
  identNo?: string | null;
  mediaId?: string | null;
  certificateIssuingPlaceCode?: string | null;
  certificateIssuingPlace?: string | null;
  /** PHONE or another way. */
  registerWay?: string | null;
  /** Default N. */
  legalPerson?: ("Y" | "N" | null) | ("Y" | "N" | null);
};
export type LegalPerson = {
  id?: Id | null;
  enterpriseId?: Id | null;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  job?: string | string[] | null;
  email?: string | null;
  phone?: string | null;
  phoneAreaCode?: string | null;
  identType?: string | null;
  identNo?: string | null;
  mediaId?: string | null;
  /** Same as the manager; Y/N or boolean. */
  equalsContact?: string | boolean | null;
  /** Y means the entry is the authorised person and read-only. */
  managerPerson?: ("Y" | "N" | null) | ("Y" | "N" | null);
  /** Positions, as in the identity-information form. */
  position?: string[] | null;
  certificateIssuingPlaceCode?: string | null;
  certificateIssuingPlace?: string | null;
  /** Further director names (directors only); the field name is not shown. */
  directorNames?: string[] | null;
};
export type BeneficialOwner = {
  id?: Id | null;
  enterpriseId?: Id | null;
  name?: string | null;
  job?: string | null;
  email?: string | null;
  phone?: string | null;
  identType?: string | null;
  identNo?: string | null;
  mediaId?: string | null;
  /** The seven-step wizard shows the identity-information form's entries (001 §2.3). */
  contactRoleType?:
    ("COMPANY" | "PERSONAL" | null) | ("COMPANY" | "PERSONAL" | null);
  gender?: ("MALE" | "FEMALE" | null) | ("MALE" | "FEMALE" | null);
  firstName?: string | null;
  lastName?: string | null;
  /** yyyy-MM-dd, at least 10 days before today. */
  birthday?: string | null;
  certificateIssuingPlaceCode?: string | null;
  companyIdentType?: string | null;
  companyIdentCode?: string | null;
  managerPerson?: ("Y" | "N" | null) | ("Y" | "N" | null);
};
export type BankBranch = {
  id?: Id | null;
  name?: string | null;
  /** CNAPS code. */
  unitedBankNumber?: string | null;
};
export type BankAccount = {
  id?: Id | null;
  enterpriseId?: Id | null;
  currency?: string | null;
  accountName?: string | null;
  accountNo?: string | null;
  bankCountryCode?: string | null;
  bankCountryName?: string | null;
  bankCityAll?: string | null;
  bankCityCode?: string | null;
  bankCityName?: string | null;
  bankProvinceCode?: string | null;
  bankProvinceName?: string | null;
  bankCode?: string | null;
  bankName?: string | null;
  bankBranchList?: BankBranch[] | null;
  bankBranchName?: string | null;
  bankBranchCode?: string | null;
  /** CNAPS code. */
  bankRelateNo?: string | null;
  bankSwiftCode?: string | null;
  intermediaryBankSwiftCode?: string | null;
  /** The CNY-mode flag; its name is not shown. */
  isCny?: boolean | null;
};
export type BankDictItem = {
  bankCode?: string | null;
  bankName?: string | null;
  bankNameEn?: string | null;
};
export type SwiftBankInfo = {
  country?: string | null;
  countryCode?: string | null;
  city?: string | null;
  bankName?: string | null;
  branchName?: string | null;
  swiftCode?: string | null;
};
export type UploadedFile = {
  id?: Id | null;
  path?: string | null;
  fileRename?: string | null;
  fileName?: string | null;
  specifyFileName?: string | null;
  /** File type dictionary JSON. */
  fileType?: DictJson;
  url?: string | null;
  name?: string | null;
};
export type UploadFileForm = {
  /** pdf, jpg, jpeg, png or bmp, at most 10 MB, not empty, content matching the extension. */
  file: Blob;
};
export type StagedManagerPayload = {
  enterpriseId: Id;
  manager: Manager;
};
export type IdentityContact = {
  id?: Id | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  phoneAreaCode?: string | null;
  /** ID, passport or other. */
  identType?: string | null;
  identNo?: string | null;
  mediaId?: string | null;
  position?: string | string[] | null;
  certificateIssuingPlaceCode?: string | null;
  certificateIssuingPlace?: string | null;
  /** Y means read-only. */
  managerPerson?: ("Y" | "N" | null) | ("Y" | "N" | null);
  /** Further director names. */
  directorNames?: string[] | null;
};
export type BeneficiaryEntry = {
  id?: Id | null;
  mediaId?: string | null;
  contactRoleType?:
    ("COMPANY" | "PERSONAL" | null) | ("COMPANY" | "PERSONAL" | null);
  gender?: ("MALE" | "FEMALE" | null) | ("MALE" | "FEMALE" | null);
  firstName?: string | null;
  lastName?: string | null;
  /** yyyy-MM-dd, at least 10 days before today. */
  birthday?: string | null;
  identType?: string | null;
  identNo?: string | null;
  certificateIssuingPlaceCode?: string | null;
  /** Company name for COMPANY entries, max 250. */
  name?: string | null;
  companyIdentType?: string | null;
  companyIdentCode?: string | null;
  managerPerson?: ("Y" | "N" | null) | ("Y" | "N" | null);
};
export type EnterpriseContactBundle = {
  enterpriseId?: Id;
  legal?: IdentityContact | null;
  director?: IdentityContact | null;
  /** At most 4 beneficial owners. */
  beneficiaryList?: BeneficiaryEntry[] | null;
  /** At most 50 shareholders. */
  stockholderList?: BeneficiaryEntry[] | null;
};
export type OcrUploadResult = {
  mediaFile?: UploadedFile | null;
  ocrResult?: {
    /** The OCR field names are not shown; address, credit code and ID number are what the portal reads. */
    data?: {
      /** Business-licence address. */
      address?: string | null;
      /** Unified social credit code. */
      creditCode?: string | null;
      /** ID number. */
      idNo?: string | null;
      name?: string | null;
    } | null;
  } | null;
};
export type Contract = {
  id?: Id | null;
  contractNo?: string | null;
  contractName?: string | null;
  /** WAIT_SIGN (waiting to be signed) is the value seen; any other value is a signed contract (the mock answers SIGNED). */
  contractStatus?: string | null;
  contractType?: string | null;
  mediaId?: string | null;
  catgId?: string | null;
  custId?: Id | null;
  custName?: string | null;
  /** Party role, e.g. a fund provider. */
  custRole?: string | null;
};
export type CorpInfo = {
  enterpriseId?: Id | null;
  companyNameCn?: string | null;
  /** A MonthlySalesEnum code. */
  monthlySales?: string | null;
  /** A BusinessScopeEnum code. */
  businessScope?: string | null;
};
export type AccessBinding = {
  /** Authorisation link to open or copy. */
  link?: string | null;
  /** The session queryAccessStatus polls. */
  sceneState?: string | null;
};
export type AccessStatus = {
  /** '2' means authorised; '1' (assumed) still waiting for the seller. */
  authStatus?: string | null;
};
export type MarketplaceRegion = {
  regionCn?: string | null;
  regionEn?: string | null;
  regions?:
    | {
        marketplaceCode?: string | null;
        marketplaceCn?: string | null;
        marketplaceEn?: string | null;
        /** The flag image's url (the demo serves them with the portal). */
        fileLink?: string | null;
      }[]
    | null;
};
export type AuthorizedStore = {
  id?: Id | null;
  /** 'Amazon SC', 'JD VC' or 'Others'. */
  platform?: string | null;
  /** Seller id. */
  storeName?: string | null;
  /** Marketplace. */
  area?: string | null;
  clientName?: string | null;
  programName?: string | null;
  /** Default settlement_offline. */
  docType?: string | null;
  /** The settlement files uploaded so far (batchUpload). */
  fileList?:
    | {
        fileName: string | null;
      }[]
    | null;
  /** The values are not shown; the demo answers AUTHORIZED. */
  status?: string | null;
};
export type AuthorizedStorePage = {
  records: AuthorizedStore[] | null;
  total: number | null;
  current?: number | null;
  size?: number | null;
};
export type EnumItem = {
  code?: string | null;
  name?: string | null;
  nameEn?: string | null;
  value?: string | null;
};
export type DownloadTask = {
  id?: Id | null;
  fileName?: string | null;
  url?: string | null;
  /** Dictionary JSON with displayName and dictParam PENDING, FAILED, SUCCESS or PACKED. */
  status?: DictJson;
  isDownload?: ("YES" | "NO" | null) | ("YES" | "NO" | null);
  /** dictParam of status. */
  statusKey?: string | null;
  /** displayName of status. */
  statusDisplay?: string | null;
  errorMsgShow?: string | null;
  createTime?: string | null;
};
export type DownloadTaskPage = {
  records?: DownloadTask[] | null;
  total?: number | null;
  current?: number | null;
  size?: number | null;
};
export type PageQuery = {
  current?: number;
  size?: number;
};
export type MediaTreePackage = {
  id?: Id | null;
  fileName?: string | null;
  /** PENDING, FAILED, SUCCESS or PACKED. */
  status?: string | null;
  createTime?: string | null;
  errorMsg?: string | null;
};
