/**
 * A made-up Apex class of about 50 KB (service methods with queries, loops and maps), optionally with a few
 * syntax errors (missing semicolons): what a member pasting a real class gives the checks to parse.
 */
const METHODS = 37;

function method(n: number, withError: boolean): string {
  return `
    /** Updates the accounts of batch ${n}: one query, one DML, bulk-safe. */
    public static List<Account> updateBatch${n}(Set<Id> accountIds, String stage) {
        List<Account> accounts = [
            SELECT Id, Name, Industry, AnnualRevenue, (SELECT Id, StageName FROM Opportunities)
            FROM Account WHERE Id IN :accountIds AND Industry != null LIMIT 200
        ];
        Map<Id, Decimal> totals = new Map<Id, Decimal>();
        for (Account account : accounts) {
            Decimal total = 0${withError ? '' : ';'}
            for (Opportunity opportunity : account.Opportunities) {
                if (opportunity.StageName == stage && total < 1000000) {
                    total += ${n} * 1.5;
                } else if (String.isBlank(opportunity.StageName)) {
                    continue;
                }
            }
            totals.put(account.Id, total);
            account.Description = 'Batch ${n}: ' + String.valueOf(total);
        }
        try {
            Database.SaveResult[] results = Database.update(accounts, false);
            for (Database.SaveResult result : results) {
                if (!result.isSuccess()) System.debug(LoggingLevel.WARN, result.getErrors()[0].getMessage());
            }
        } catch (DmlException e) {
            throw new AuraHandledException('Batch ${n} failed: ' + e.getMessage());
        }
        return accounts;
    }
`;
}

/** The class named `name`; with errors, every tenth method misses a semicolon. */
export function largeApexClass(name: string, withErrors = false): string {
  const methods = Array.from({ length: METHODS }, (_, n) => method(n, withErrors && n % 10 === 3));
  return `public with sharing class ${name} {\n    private static final Integer LIMIT_ROWS = 200;\n${methods.join('')}}\n`;
}
