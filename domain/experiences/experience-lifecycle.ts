/**
 * The lifecycle of an operator's experience and of a change to a published one (docs/product.md §
 * Operators' experiences; docs/decisions/0052-lifecycles, 0058-experience-lifecycle):
 *
 *   draft ──submit──► in_review ──publish──► published ──pause──► paused
 *                        │   ▲                   ▲ │                │
 *                  reject│   │submit             │ └─────resume─────┘
 *                        ▼   │                   │ unpublish (from published or paused)
 *                      rejected                  ▼
 *                                           unpublished ──submit──► in_review
 *
 * The operator (`supplier`) submits, pauses and resumes; the marketplace (`administration`) publishes,
 * rejects, and unpublishes a live (or paused) experience with a reason the operator reads, who corrects it
 * and submits it again (docs/decisions/0076-moderation). Only `published` is in the catalogue. When the
 * marketplace suspends a company (company-lifecycle.ts in domain/operators), its published experiences go to
 * `suspended` and come back to `published` when it is reinstated
 * (docs/decisions/0073-admin-travellers-and-companies): steps of the `system`, following the company's
 * lifecycle, which no call on the experience itself takes. The content of a draft, a rejected experience or one in
 * review is written in place (nothing of it is live); the content of a published or paused one goes into a
 * pending revision that an admin publishes or rejects while the live version stays as it is. Prices,
 * availability and the other commercial terms change at once in every state.
 *
 * The states are common/lifecycle-states.ts's lists, which the database's `experience_status` enum and the
 * revisions' check constraint are made from.
 */
import { EXPERIENCE_REVISION_STATES, EXPERIENCE_STATES } from '../../common/lifecycle-states';
import { defineLifecycle } from '../lifecycle';

export type ExperienceStatus = (typeof EXPERIENCE_STATES)[number];
export type ExperienceRevisionStatus = (typeof EXPERIENCE_REVISION_STATES)[number];

export const experienceLifecycle = defineLifecycle<ExperienceStatus>({
  name: 'experience',
  states: EXPERIENCE_STATES,
  initial: ['draft'],
  steps: {
    draft: { in_review: ['supplier'] },
    in_review: { published: ['administration'], rejected: ['administration'] },
    // Not a call on the experience: its company's suspension and reinstatement move it (`system`).
    published: { paused: ['supplier'], suspended: ['system'], unpublished: ['administration'] },
    paused: { published: ['supplier'], unpublished: ['administration'] },
    suspended: { published: ['system'] },
    // Corrected after the reviewer's reason, it goes back to the queue.
    rejected: { in_review: ['supplier'] },
    unpublished: { in_review: ['supplier'] },
  },
});

export const experienceRevisionLifecycle = defineLifecycle<ExperienceRevisionStatus>({
  name: 'experience revision',
  states: EXPERIENCE_REVISION_STATES,
  initial: ['pending'],
  steps: {
    pending: { published: ['administration'], rejected: ['administration'] },
    published: {},
    rejected: {},
  },
});

/** The operator's and the admin's calls that move an experience, and the state each one reaches. */
export const EXPERIENCE_ACTIONS = {
  submit: { to: 'in_review', actor: 'supplier' },
  pause: { to: 'paused', actor: 'supplier' },
  resume: { to: 'published', actor: 'supplier' },
  publish: { to: 'published', actor: 'administration' },
  reject: { to: 'rejected', actor: 'administration' },
  unpublish: { to: 'unpublished', actor: 'administration' },
} as const satisfies Record<string, { to: ExperienceStatus; actor: 'supplier' | 'administration' }>;

export type ExperienceAction = keyof typeof EXPERIENCE_ACTIONS;

/** Whether the action may be taken from this state. */
export function canTakeAction(status: ExperienceStatus, action: ExperienceAction): boolean {
  const { to, actor } = EXPERIENCE_ACTIONS[action];
  return experienceLifecycle.can(status, to, actor);
}

/**
 * How an edit of the content is kept: written in place while nothing of it is live, or proposed as a
 * revision for review once the experience has been published (paused and suspended included: resuming or
 * reinstating shows it again).
 */
export function contentEditMode(status: ExperienceStatus): 'in_place' | 'revision' {
  return status === 'published' || status === 'paused' || status === 'suspended' ? 'revision' : 'in_place';
}
