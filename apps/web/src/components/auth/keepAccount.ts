import type { useAppProps } from 'antd/es/app/context';
import { API, type DeletionState } from '@acsc/shared';
import { post, toast } from '../api/http.js';
import { loadUserInfo } from '../session/index.js';
import { i18n, loadNamespace } from '../i18n/index.js';
import { formatLongDate } from '../content/format.js';

/**
 * Signing in while a deletion is pending (issue 10 §1): the site offers to keep the account. Signing in
 * alone does not cancel the deletion; "Not now" leaves it as asked, and /setting offers the same choice.
 */
export async function offerToKeepAccount(modal: useAppProps['modal'], deleteAt: string) {
  await loadNamespace('privacy');
  const t = i18n.getFixedT(null, 'privacy');
  const date = formatLongDate(deleteAt);
  void modal.confirm({
    title: t('danger.pendingTitle'),
    content: t('danger.pending', { date }),
    okText: t('danger.keep'),
    cancelText: t('danger.later'),
    onOk: async () => {
      try {
        await post<DeletionState>(API.accountCancelDelete);
        await loadUserInfo();
        toast.success(t('danger.kept'));
      } catch {
        // toasted by the client
      }
    },
  });
}
