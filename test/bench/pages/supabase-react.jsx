// The same React 19 host app rendering Supabase's Auth UI (magic-link view, its documented Supa theme). The client
// points at a local port where nothing listens: the form renders without calling it.
import { createRoot } from 'react-dom/client';
import { createClient } from '@supabase/supabase-js';
import { Auth } from '@supabase/auth-ui-react';
import { ThemeSupa } from '@supabase/auth-ui-shared';

const supabase = createClient('http://localhost:9', 'bench-anon-key');
createRoot(document.getElementById('login')).render(
  <Auth supabaseClient={supabase} view="magic_link" providers={[]} appearance={{ theme: ThemeSupa }} />,
);
