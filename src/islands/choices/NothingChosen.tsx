/** The journey summary before anything is chosen (a first visit to the car page): what comes next and what it gets you. */
export default function NothingChosen() {
  return (
    <aside className="summary card summary--static" aria-label="Your booking">
      <div className="summary__details">
        <h2 className="summary__title">Your booking</h2>
        <p className="summary__ahead-lead">Nothing chosen yet. Three steps to a price:</p>
        <ol className="summary__ahead">
          <li>
            <strong>Your car</strong>: by its number, or make and model.
          </li>
          <li>
            <strong>A service centre near you</strong>: by pincode, city or your location.
          </li>
          <li>
            <strong>Your plan</strong>: the exact price for your car at that centre, before you book.
          </li>
        </ol>
        <p className="summary__ahead-note">
          Then pick-up and drop or a drop-off time. You pay only a booking fee online, taken off the final bill.
        </p>
      </div>
    </aside>
  );
}
