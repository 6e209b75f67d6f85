import { msg } from '@lingui/core/macro';

/**
 * The spec's error catalogue (section 8): the words shown in toasts and states across the app,
 * in one place so that each exists in both languages from the start.
 */
export const notices = {
  requestFailed: msg`Request failed`,
  networkError: msg`Network error`,
  serverError: msg`Server error, please try again later`,
  unauthorized: msg`401, no access`,
  unauthorizedAccess: msg`Unauthorized access`,
  forbidden: msg`No permission to access this resource`,
  notFound: msg`The requested resource does not exist`,
  fetchFailed: msg`Fetch failed`,
  uploadFailed: msg`Upload failed`,
  operationFailed: msg`Operation failed`,
  copyFailed: msg`Copy failed`,
  uploadExceedsLimit: msg`Upload exceeds limit`,
  fileTooLarge: msg`File too large`,
  fileUploading: msg`File uploading, please wait`,
  invitationDetailsFailed: msg`Get invitation details failed`,
  authorizationCodeMissing: msg`Authorization code missing`,
  authorizationCallbackFailed: msg`Authorization callback failed`,
  dingBotNotFound: msg`DingTalk bot not found`,
  wechatNotBound: msg`WeChat account not bound`,
  chatQuotaExhausted: msg`You have used up today’s chats. Top up, invite others to earn 200 free chats, or contact your admin.`,
};
