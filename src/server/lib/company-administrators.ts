import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { accounts, companies, companyMemberships } from '../db/schema';
import type { Mailer } from '../plugins/mail/mailer';
import type { MailTemplateData, MailTemplateName } from '../plugins/mail/templates';

/**
 * A company's benefits administrators (not its brokers), enabled accounts only, by e-mail: whom a company's
 * notices go to. One query for every module that mails them; it imports nothing of the modules.
 */
export function listBenefitsAdministrators(db: Db, companyId: string) {
  return db
    .select({ accountId: accounts.id, email: accounts.email, name: accounts.name })
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.role, 'benefits_admin'),
        sql`${accounts.disabledAt} is null`,
      ),
    )
    .orderBy(asc(accounts.email));
}

export type BenefitsAdministrator = Awaited<ReturnType<typeof listBenefitsAdministrators>>[number];
type MailOutcome = 'sent' | 'skipped' | 'failed';

/**
 * Each benefits administrator of the company gets `template`, with `data` for them and the company (nobody when
 * the company is gone). A failed message never fails the caller: it is counted, and logged by template and count,
 * never by address or name. `deliver` sends one administrator's message another way (once per subject and
 * person: the notices' sendOnce); by default it is sent now.
 */
export async function notifyCompanyAdministrators<T extends MailTemplateName>(
  deps: { db: Db; mailer: Mailer; log?: FastifyBaseLogger },
  companyId: string,
  template: T,
  data: (
    administrator: BenefitsAdministrator,
    company: { name: string; idToken: string },
  ) => MailTemplateData<T>,
  options: {
    deliver?: (administrator: BenefitsAdministrator, send: () => Promise<unknown>) => Promise<MailOutcome>;
  } = {},
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  const [company] = await deps.db
    .select({ name: companies.name, idToken: companies.idToken })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return counts;
  for (const administrator of await listBenefitsAdministrators(deps.db, companyId)) {
    const send = async () =>
      deps.mailer.sendMail(template, administrator.email, data(administrator, company));
    const outcome: MailOutcome = options.deliver
      ? await options.deliver(administrator, send)
      : await send().then(
          () => 'sent',
          () => 'failed',
        );
    if (outcome !== 'skipped') counts[outcome] += 1;
  }
  if (counts.failed > 0) deps.log?.warn({ template, ...counts }, 'notice mail failed');
  return counts;
}
