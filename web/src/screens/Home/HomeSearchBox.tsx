import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The home page's search box: Enter opens /search with the query. */
export function HomeSearchBox() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(text.trim() ? `/search?q=${encodeURIComponent(text.trim())}` : '/search');
      }}
    >
      <Input
        type="search"
        size="lg"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`Search your documents`}
        aria-label={t`Search`}
      />
    </form>
  );
}
