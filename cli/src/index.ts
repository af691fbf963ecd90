/**
 * The plugin's commands, listed for oclif's explicit discovery: the plugin ships as one bundled file (decision 074),
 * so oclif finds its commands here rather than by scanning a folder.
 */
import Fork from './commands/snippets/fork.js';
import Login from './commands/snippets/login.js';
import Logout from './commands/snippets/logout.js';
import Open from './commands/snippets/open.js';
import Pull from './commands/snippets/pull.js';
import Push from './commands/snippets/push.js';
import Save from './commands/snippets/save.js';
import Search from './commands/snippets/search.js';
import Show from './commands/snippets/show.js';
import Whoami from './commands/snippets/whoami.js';

export const COMMANDS = {
  'snippets:login': Login,
  'snippets:logout': Logout,
  'snippets:whoami': Whoami,
  'snippets:search': Search,
  'snippets:show': Show,
  'snippets:pull': Pull,
  'snippets:push': Push,
  'snippets:fork': Fork,
  'snippets:save': Save,
  'snippets:open': Open,
};
