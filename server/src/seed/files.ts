import { SALESFORCE_API_VERSION, type SnippetFile } from '@cloud-snippets/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { snippets } from '../db/schema/index.js';
import { filesColumns } from '../repositories/snippets/snippets.repository.js';

/** The demo snippet that shows several files: an Apex class the demo already has, given its test class. */
export const DEMO_FILES_SNIPPET = 'Avoid SOQL in Loops with a Map of Parent Records';

const classMeta = `<?xml version="1.0" encoding="UTF-8"?>
<ApexClass xmlns="http://soap.sforce.com/2006/04/metadata">
    <apiVersion>${SALESFORCE_API_VERSION}</apiVersion>
    <status>Active</status>
</ApexClass>
`;

const TEST_CLASS = `@IsTest
private class CaseDefaultsTest {
    @IsTest
    static void copiesRegionAndRaisesPriorityForPremierAccounts() {
        Account premier = new Account(Name = 'Acme', Region__c = 'EMEA', Support_Tier__c = 'Premier');
        insert premier;
        List<Case> cases = new List<Case>();
        for (Integer i = 0; i < 200; i++) {
            cases.add(new Case(AccountId = premier.Id, Subject = 'Case ' + i));
        }

        Test.startTest();
        CaseDefaults.applyAccountDefaults(cases);
        Test.stopTest();

        for (Case c : cases) {
            Assert.areEqual('EMEA', c.Region__c, 'Region comes from the account');
            Assert.areEqual('High', c.Priority, 'Premier accounts get high priority');
        }
        Assert.areEqual(1, Limits.getQueries(), 'One query for 200 cases');
    }

    @IsTest
    static void leavesCasesWithoutAnAccountAlone() {
        Case orphan = new Case(Subject = 'No account');
        CaseDefaults.applyAccountDefaults(new List<Case>{ orphan });
        Assert.isNull(orphan.Region__c, 'Nothing to copy');
    }
}
`;

/**
 * A new site shows what a snippet of several files is (decision 043): the demo's CaseDefaults class becomes a class
 * with its meta XML and its test class — the "has test class" mark and filter have something to show. The row is
 * updated in place, so no other demo snippet's dates, likes or order change.
 */
export async function seedDemoFiles(tx: Database): Promise<void> {
  const [row] = await tx
    .select({ id: snippets.id, code: snippets.code })
    .from(snippets)
    .where(eq(snippets.title, DEMO_FILES_SNIPPET));
  if (!row) return;
  const files: SnippetFile[] = [
    { name: 'CaseDefaults.cls', language: 'apex', code: row.code },
    { name: 'CaseDefaults.cls-meta.xml', language: 'xml', code: classMeta },
    { name: 'CaseDefaultsTest.cls', language: 'apex', code: TEST_CLASS },
    { name: 'CaseDefaultsTest.cls-meta.xml', language: 'xml', code: classMeta },
  ];
  await tx.update(snippets).set(filesColumns(files)).where(eq(snippets.id, row.id));
}
