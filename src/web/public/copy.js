// Copy buttons: <button data-copy="element-id"> copies that field's value to the clipboard.
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.addEventListener('click', async () => {
    const field = document.getElementById(button.dataset.copy);
    const status = button.closest('section')?.querySelector('.copy-status');
    if (!field) return;
    try {
      await navigator.clipboard.writeText(field.value);
      if (status) status.textContent = 'Copied to the clipboard.';
    } catch {
      field.select();
      if (status) status.textContent = 'Select the text and copy it with your keyboard.';
    }
  });
}
