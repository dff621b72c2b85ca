/**
 * Moderation's mails. The statement of reasons (DSA art. 17) to the shelter
 * says the decision, the facts, the reason, that a person decided it and how
 * to contest it; it never names who reported. The reporter is told the outcome.
 */
import { moderationMessages } from '@huella/shared/messages/moderation';
import { renderMail } from '../../lib/mail-layout';

const text = moderationMessages.mails;

export type StatementDecision = 'hidden' | 'shown' | 'resolved' | 'dismissed';

export function statementMail(
  to: string,
  input: { pet: string; decision: StatementDecision; reportReason: string | null; reason: string },
  publicUrl: string,
) {
  const statement = text.statement;
  const decision = {
    hidden: statement.decisionHidden,
    shown: statement.decisionShown,
    resolved: statement.decisionResolved,
    dismissed: statement.decisionDismissed,
  }[input.decision](input.pet);
  return renderMail({
    to,
    name: '',
    subject: statement.subject(input.pet),
    paragraphs: [
      decision,
      input.reportReason ? statement.facts(input.reportReason) : statement.factsNoReport,
      statement.reasonIntro,
    ],
    quote: input.reason,
    action: { label: statement.action, url: `${publicUrl}/contacto` },
    notes: [statement.human, statement.contest],
  });
}

export function reporterMail(
  to: string,
  input: { pet: string; outcome: 'resuelta' | 'descartada'; hidden: boolean; reason: string },
) {
  const reporter = text.reporter;
  const first =
    input.outcome === 'descartada'
      ? reporter.dismissed(input.pet)
      : input.hidden
        ? reporter.resolvedHidden(input.pet)
        : reporter.resolved(input.pet);
  return renderMail({
    to,
    name: '',
    subject: reporter.subject(input.pet),
    paragraphs: [first, reporter.reasonIntro],
    quote: input.reason,
    notes: [reporter.human, reporter.contest],
  });
}
