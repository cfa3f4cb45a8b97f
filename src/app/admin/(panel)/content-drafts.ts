import type { ContentDraftActions } from '@/components/admin/content/content-screens';
import {
  discardContentDraftAction,
  keepContentDraftAction,
  saveContentDraftAction,
} from './content-draft-actions';

/** The drafts' actions of every translated kind, the FAQ and the landing pages, for their edit screens. */
export const contentDraftActions: ContentDraftActions = {
  save: saveContentDraftAction,
  discard: discardContentDraftAction,
  keep: keepContentDraftAction,
};
