/** How a snippet's code names Salesforce objects: custom ones by their suffix, standard ones from a list. */

/** Standard objects a snippet commonly gives custom fields, by their lower-case name. */
export const STANDARD_OBJECTS = new Map(
  [
    'Account',
    'Asset',
    'Campaign',
    'CampaignMember',
    'Case',
    'Contact',
    'ContentDocument',
    'ContentVersion',
    'Contract',
    'EmailMessage',
    'Entitlement',
    'Event',
    'Individual',
    'Lead',
    'Opportunity',
    'OpportunityLineItem',
    'Order',
    'OrderItem',
    'Pricebook2',
    'PricebookEntry',
    'Product2',
    'Quote',
    'QuoteLineItem',
    'ServiceAppointment',
    'Task',
    'User',
    'WorkOrder',
  ].map((name) => [name.toLowerCase(), name]),
);

const CUSTOM_OBJECT = /^[A-Za-z]\w*?__(?:c|mdt|e)$/;
export const isCustomObject = (name: string): boolean => CUSTOM_OBJECT.test(name);
export const isObject = (name: string): boolean =>
  isCustomObject(name) || STANDARD_OBJECTS.has(name.toLowerCase());
/** A standard object as the list spells it (`account` → Account); a custom one as written. */
export const canonical = (name: string): string => STANDARD_OBJECTS.get(name.toLowerCase()) ?? name;
